import { useEffect } from 'react';

/** Sets the browser tab title to '{title} | Scout' while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | Scout`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
