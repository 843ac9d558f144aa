export const savedSearchKeys = { all: ['saved-searches'] as const };
