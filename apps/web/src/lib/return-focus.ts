import { useRef } from 'react';

/** The control a keyboard user would expect the focus back on: a menu's item stands for the menu's button. */
function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest('[role="menu"]');
  const trigger = menu?.getAttribute('aria-labelledby');
  if (trigger) return document.getElementById(trigger) ?? null;
  return element;
}

/**
 * Focus handlers for a dialog's content: on close the focus goes back to what opened it, also when that
 * was an item of a menu (a row's "Delete"), which is gone by then; the menu's button takes it instead of
 * the page's body.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = openerOf(document.activeElement);
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
