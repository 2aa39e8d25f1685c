import { createStore, useStore } from "./store";

/**
 * Screen-wide UI state that is never saved: the loading overlay, the toast, and focus (a running
 * session's screen: the tab bar gives its room to the session's own bar).
 */
type UiState = { loading: boolean; toast: { id: number; message: string } | null; focus: boolean };

export const uiStore = createStore<UiState>({ loading: false, toast: null, focus: false });

let toastId = 0;
export function showToast(message: string) {
  toastId += 1;
  uiStore.set({ toast: { id: toastId, message } });
}
export const hideToast = () => uiStore.set({ toast: null });
export const setLoading = (loading: boolean) => uiStore.set({ loading });
export const setFocus = (focus: boolean) => uiStore.set({ focus });
export const resetUi = () => uiStore.set({ loading: false, toast: null, focus: false });

export const useUi = <R>(select: (state: UiState) => R) => useStore(uiStore, select);
