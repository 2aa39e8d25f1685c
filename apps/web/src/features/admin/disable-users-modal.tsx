import { useMutation } from "@tanstack/react-query";
import { ConfirmModal } from "../../components/confirm-modal";
import { showToast } from "../../lib/ui-store";
import { disableUser } from "./admin.api";
import { Rich } from "../../lib/i18n";
import { useT } from "./i18n";

type Props = { show: boolean; ids: number[]; onHide: () => void; onDone: (disabled: number[]) => void };

/**
 * Bulk delete = disable: one DELETE /api/v1/users/{id} per chosen id (docs/product.md, "Admin"). Each account is
 * marked inactive and its sessions end; its data stays and it can be re-activated.
 */
export function DisableUsersModal({ show, ids, onHide, onDone }: Props) {
  const t = useT();
  const run = useMutation({
    mutationFn: async (chosen: number[]) => {
      const results = await Promise.allSettled(chosen.map((id) => disableUser(id)));
      const disabled = chosen.filter((_, i) => results[i]?.status === "fulfilled");
      const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
      return { disabled, error: failed?.reason as unknown };
    },
    onSuccess: ({ disabled, error }) => {
      onDone(disabled);
      if (disabled.length > 0) showToast(t("disable.done", { ids: disabled.join(", ") }));
      if (!error) onHide();
    },
  });
  const lastError = run.data?.error ?? run.error;
  return (
    <ConfirmModal
      show={show}
      title={t("disable.title")}
      confirmLabel={t("disable.confirm")}
      pending={run.isPending}
      error={lastError}
      onConfirm={() => run.mutate(ids)}
      onHide={() => {
        run.reset();
        onHide();
      }}
    >
      <p className="mb-2">{t("disable.text")}</p>
      <p className="mb-0">
        <Rich
          text={t("disable.ids", { ids: ids.join(", ") })}
          tags={{ strong: (text) => <strong>{text}</strong> }}
        />
      </p>
    </ConfirmModal>
  );
}
