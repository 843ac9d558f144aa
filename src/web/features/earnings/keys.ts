export const earningsKeys = { all: ['earnings'] as const };
