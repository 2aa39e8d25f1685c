import { useMutation, useQueryClient } from "@tanstack/react-query";
import Badge from "react-bootstrap/Badge";
import { ConfirmModal } from "../../components/confirm-modal";
import type { TrackerConfig } from "./tracker-configs";
import { deleteEntries, dropRemovedEntries, trackerKeys } from "./variables.api";
import { removedMessage, type TrackerRow } from "./tracker-view";
import { useT } from "./i18n";

type Props<T extends TrackerRow> = {
  config: TrackerConfig<T>;
  userId: number;
  ids: readonly number[];
  show: boolean;
  onHide: () => void;
  onDeleted: (message: string) => void;
};

/**
 * 'Are you sure ...?' with the selected IDs as badges; one DELETE per id, in parallel
 * (docs/product.md, "Trackers").
 */
export function DeleteEntriesModal<T extends TrackerRow>({
  config,
  userId,
  ids,
  show,
  onHide,
  onDeleted,
}: Props<T>) {
  const t = useT();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteEntries(ids, userId),
    onSuccess: async (removed) => {
      onDeleted(removedMessage(config.noun, removed));
      await dropRemovedEntries(client, config.kind, removed);
    },
    // Some calls may have gone through even when one failed: reload the list.
    onError: () => client.invalidateQueries({ queryKey: trackerKeys.kind(config.kind) }),
  });

  return (
    <ConfirmModal
      show={show}
      title={config.deleteTitle}
      confirmLabel={t("deleteModal.confirm")}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate()}
      onHide={() => {
        remove.reset();
        onHide();
      }}
    >
      <p className="mb-2">{t("deleteModal.question")}</p>
      <div className="d-flex flex-wrap gap-1">
        {ids.map((id) => (
          <Badge bg="danger" key={id} className="fs-6 fw-semibold">
            {id}
          </Badge>
        ))}
      </div>
    </ConfirmModal>
  );
}
