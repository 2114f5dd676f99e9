// Asks before leaving a page that holds unsaved work: another page of the store (a question the buyer
// answers) or closing, reloading or leaving the site (the browser's own question). Changing only the
// query string (a filter on the same page) is not leaving.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export function useLeaveWarning(hasUnsavedWork: boolean, question: string): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasUnsavedWork && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);

  useEffect(() => {
    if (!hasUnsavedWork) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedWork]);
}
