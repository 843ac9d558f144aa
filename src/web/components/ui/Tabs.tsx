import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

interface TabsProps {
  /** The tabs' names, in order; `panel` draws the selected one's content. */
  labels: readonly string[];
  selectedIndex: number;
  onChange(index: number): void;
  panel(index: number): ReactNode;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
}

/** Keys that move along the tab list, from the focused tab's index to another. */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The WAI-ARIA tabs pattern with automatic activation: one Tab stop on the selected tab, the
 * arrow keys (and Home, End) move along the list and select as they go, and only the selected
 * panel is drawn. Written out rather than taken from the widget library, whose shared code
 * would be a twelfth of the page's first-load script for these few lines of behaviour.
 */
export function Tabs({
  labels,
  selectedIndex,
  onChange,
  panel,
  listClassName,
  tabClassName,
  panelClassName,
}: TabsProps) {
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(selectedIndex, labels.length);
    tabs.current[next]?.focus();
    onChange(next);
  };

  return (
    <div>
      <div role="tablist" aria-orientation="horizontal" className={listClassName}>
        {labels.map((label, index) => (
          <button
            key={label}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={tabId(index)}
            type="button"
            role="tab"
            aria-selected={index === selectedIndex}
            aria-controls={index === selectedIndex ? panelId : undefined}
            tabIndex={index === selectedIndex ? 0 : -1}
            className={tabClassName}
            onClick={() => onChange(index)}
            onKeyDown={onKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(selectedIndex)}
        // Focusable so that a panel which starts with text is reached by Tab, as the pattern asks.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a Tab stop in the WAI-ARIA tabs pattern.
        tabIndex={0}
        className={panelClassName}
      >
        {panel(selectedIndex)}
      </div>
    </div>
  );
}
