import { Slide, type ToastContainerProps } from 'react-toastify';

/**
 * The spec gives two toast readings; the APPLICATION-level one is used here:
 * 3000 ms, top-left, right-to-left, colored theme, slide, one at a time with the newest on top,
 * pause on hover, no pause on focus loss, click does not close, progress bar visible.
 * The position stays top-left in English too (the spec fixes it); only `rtl` follows the language.
 */
export function toastContainerProps(rtl: boolean): ToastContainerProps {
  return {
    autoClose: 3000,
    position: 'top-left',
    rtl,
    theme: 'colored',
    transition: Slide,
    limit: 1,
    newestOnTop: true,
    pauseOnHover: true,
    pauseOnFocusLoss: false,
    closeOnClick: false,
    hideProgressBar: false,
  };
}
