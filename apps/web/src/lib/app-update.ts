import { createStore, useStore } from "./store";

/**
 * A new version of the app waits in the service worker: the prompt offers to reload into it. Never
 * applied by itself, so an open form is not lost under the lifter's thumb.
 */
type UpdateState = { waiting: boolean };

export const updateStore = createStore<UpdateState>({ waiting: false });

let apply: () => Promise<void> = async () => window.location.reload();

/** The service worker registration hands over how to switch to the waiting version. */
export function announceUpdate(applyUpdate: () => Promise<void>) {
  apply = applyUpdate;
  updateStore.set({ waiting: true });
}

export const applyUpdate = () => apply();
export const dismissUpdate = () => updateStore.set({ waiting: false });
export const useUpdateWaiting = () => useStore(updateStore, (state) => state.waiting);
