/**
 * Lets non-React code (the axios interceptors) navigate through the router.
 * The app registers the router's navigate on start; before that, a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}
