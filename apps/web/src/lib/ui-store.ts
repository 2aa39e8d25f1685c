import { createStore, useStore } from "./store";

/** Screen-wide UI state that is never saved: the loading overlay and the toast. */
type UiState = { loading: boolean; toast: { id: number; message: string } | null };

export const uiStore = createStore<UiState>({ loading: false, toast: null });

let toastId = 0;
export function showToast(message: string) {
  toastId += 1;
  uiStore.set({ toast: { id: toastId, message } });
}
export const hideToast = () => uiStore.set({ toast: null });
export const setLoading = (loading: boolean) => uiStore.set({ loading });
export const resetUi = () => uiStore.set({ loading: false, toast: null });

export const useUi = <R>(select: (state: UiState) => R) => useStore(uiStore, select);
