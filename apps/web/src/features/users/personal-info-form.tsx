import { displayWeight, type CurrentUser, type WeightUnit } from "@topset/shared";
import { useEffect } from "react";
import Col from "react-bootstrap/Col";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import Row from "react-bootstrap/Row";
import { FormProvider } from "react-hook-form";
import { personalBodyOf, personalFieldsOf, personalFormSchema } from "./user-bodies";
import { useUpdatePersonalInfo } from "./users.api";
import { EditableCard } from "./editable-card";
import { useEditableForm } from "./use-editable-form";
import { translateText } from "../../lib/i18n";
import { useT } from "./i18n";

/** Names, bio, birth date and weight; `startEditing` comes from ?edit_personal_info=true. */
export function PersonalInfoForm({
  user,
  startEditing,
  onDone,
}: {
  user: CurrentUser;
  startEditing: boolean;
  /** Called when editing ends (saved or cancelled). */
  onDone: () => void;
}) {
  const t = useT();
  const { editing, setEditing, form, setAlert, fail, card } = useEditableForm(
    () => personalFieldsOf(user),
    personalFormSchema,
    startEditing,
  );
  const { register, reset, getValues, setFocus, setValue } = form;
  const update = useUpdatePersonalInfo(user.id);

  useEffect(() => {
    if (editing) setFocus("first_name");
  }, [editing, setFocus]);

  const cancel = () => {
    reset(personalFieldsOf(user));
    setEditing(false);
    update.reset();
    onDone();
  };

  // The stored bodyweight follows the unit picked (converted from what is stored); a typed one is left alone.
  const showWeightIn = (unit: WeightUnit) => {
    if (user.weight == null) return;
    const stored = { value: user.weight, unit: user.weight_unit };
    const before = String(displayWeight(stored, unit === "kg" ? "lbs" : "kg"));
    if (getValues("weight").trim() === before) setValue("weight", String(displayWeight(stored, unit)));
  };

  const submit = () =>
    update.mutate(personalBodyOf(getValues()), {
      onSuccess: (answer) => {
        if (answer.data[0]) reset(personalFieldsOf(answer.data[0]));
        setEditing(false);
        onDone();
        setAlert({ variant: "success", text: translateText(answer.message) });
      },
      onError: fail,
    });

  return (
    <FormProvider {...form}>
      <EditableCard
        title={t("personalInfo.title")}
        {...card}
        pending={update.isPending}
        onCancel={cancel}
        onSubmit={submit}
      >
        <Row className="g-3">
          <Col xs={12} sm={6}>
            <Form.Group controlId="personal-first-name">
              <Form.Label>{t("personalInfo.firstName")}</Form.Label>
              <Form.Control {...register("first_name")} maxLength={100} autoComplete="given-name" />
            </Form.Group>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Group controlId="personal-last-name">
              <Form.Label>{t("personalInfo.lastName")}</Form.Label>
              <Form.Control {...register("last_name")} maxLength={100} autoComplete="family-name" />
            </Form.Group>
          </Col>
          <Col xs={12}>
            <Form.Group controlId="personal-bio">
              <Form.Label>{t("personalInfo.bio")}</Form.Label>
              <Form.Control as="textarea" rows={3} {...register("bio")} maxLength={500} />
            </Form.Group>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Group controlId="personal-birth-date">
              <Form.Label>{t("personalInfo.birthDate")}</Form.Label>
              <Form.Control
                type="date"
                {...register("birth_date")}
                max={new Date().toISOString().slice(0, 10)}
              />
            </Form.Group>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Group controlId="personal-weight">
              <Form.Label>{t("personalInfo.weight")}</Form.Label>
              <InputGroup>
                <Form.Control type="number" inputMode="decimal" step="0.01" min="0" {...register("weight")} />
                <Form.Select
                  aria-label={t("personalInfo.weightUnit")}
                  className="account-unit-select"
                  {...register("weight_unit", {
                    onChange: (e: { target: { value: WeightUnit } }) => showWeightIn(e.target.value),
                  })}
                >
                  <option value="kg">kg</option>
                  <option value="lbs">lbs</option>
                </Form.Select>
              </InputGroup>
            </Form.Group>
          </Col>
        </Row>
      </EditableCard>
    </FormProvider>
  );
}
