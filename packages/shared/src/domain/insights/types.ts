// The shapes the training-intelligence models read and answer (docs/decisions/044-training-intelligence.md).
// Every model is a pure function of the lifter's own rows: the server reads them in one statement,
// these functions do the rest, and a test can rebuild any figure from the same rows.

/** One done, non-warm-up set as the models read it, oldest first (day, then session, then position). */
export type HistorySet = {
  /** Whole days since 1970-01-01 of the session's start, in the lifter's time zone. */
  day: number;
  session_id: number;
  exercise_id: number;
  /** Weight in kg, whatever unit it was logged in. */
  weight: number;
  reps: number;
  /** The RPE logged, or null. */
  rpe: number | null;
  kind: "normal" | "drop" | "failure";
  /** The RPE the routine prescribed for this set, when it was planned with one. */
  planned_rpe: number | null;
};

/** One day's trackers (the latest entry of the day), for readiness. */
export type TrackerDay = {
  day: number;
  sleep_hours: number | null;
  /** 0–10, as logged under recovery. */
  stress: number | null;
  bodyweight: number | null;
};

/** How an e1RM is read from a set. `epley` ignores nothing: reps + reps in reserve, as Epley's line. */
export type InsightMethod = "epley" | "rpe-table" | "personal";

/** The lifter's RPE calibration: how many reps in reserve they really had at each RPE they logged. */
export type RpeCalibration = {
  /** Observations used in all (sets with a revealed max, and sets taken to failure). */
  sets_used: number;
  /** Sets the prior is worth at each level (the shrinkage strength). */
  prior_sets: number;
  /** Offset over every RPE (true RIR − stated RIR, in reps): positive = the lifter calls RPE hot. */
  overall_offset: number;
  /** One per RPE 6, 6.5 … 10. */
  levels: {
    rpe: number;
    /** Observations at this RPE. */
    n: number;
    /** Posterior mean offset in reps (true RIR − stated RIR). */
    offset: number;
    /** Posterior standard deviation of that offset (reps). */
    sd: number;
  }[];
};

/** A row of the calibration table, as `GET /insights/rpe-calibration` sends it (percent of 1RM). */
export type CalibrationRow = {
  /** "personal" where the lifter's sets moved the cell, "standard" where nothing was learnt at that RPE. */
  method: "personal" | "standard";
  sets_used: number;
  reps: number;
  rpe: number;
  standard_pct: number;
  personal_pct: number;
  interval_low: number;
  interval_high: number;
};

export type MethodAccuracy = {
  method: InsightMethod;
  predictions: number;
  /** Mean absolute error of the predicted max, kg; null with no prediction. */
  mae_kg: number | null;
  mae_pct: number | null;
  /** Mean signed error, % (positive = the method predicted more than was lifted). */
  bias_pct: number | null;
};

/** One walk-forward prediction: a heavy set predicted from the sets before its day. */
export type AccuracyPoint = {
  day: number;
  weight: number;
  reps: number;
  rpe: number | null;
  /** The max the set revealed (kg). */
  actual: number;
  /** What each method predicted for that max from earlier days alone (null: nothing to predict from). */
  predicted: Record<InsightMethod, number | null>;
};

export type ReadinessContribution = {
  factor: "fitness" | "fatigue" | "sleep" | "stress" | "bodyweight";
  /** kg it moves today's expected max, against the lifter's baseline. */
  kg: number;
};

export type ReadinessFit = {
  exercise_id: number;
  /** Days with a performance (the day's best e1RM) the fit read. */
  points: number;
  params: {
    tau_fitness: number;
    tau_fatigue: number;
    k_fitness: number;
    k_fatigue: number;
    baseline_kg: number;
  } | null;
  /** Walk-forward error of the model and of "no change" (the last performance carried forward). */
  model: { predictions: number; mae_kg: number | null; mae_pct: number | null };
  no_change: { predictions: number; mae_kg: number | null; mae_pct: number | null };
  /** True only when the model beat "no change" on enough predictions. */
  better_than_no_change: boolean;
  /** Today's band; null when the model is not better than "no change" or has too little to go on. */
  today: {
    expected_kg: number;
    low_kg: number;
    high_kg: number;
    contributions: ReadinessContribution[];
  } | null;
  /** The lift's performances and what the model expected of each, walk-forward (for the chart). */
  series: { day: number; actual_kg: number; expected_kg: number | null }[];
};

export type Plateau = {
  exercise_id: number;
  weeks: number;
  /** Flat: the slope's 90 % interval holds 0 and the best recent e1RM is not above the best before. */
  flat: boolean;
  points: number;
  slope_kg_per_week: number | null;
  slope_low: number | null;
  slope_high: number | null;
  best_recent_kg: number | null;
  best_before_kg: number | null;
};

/** Realised RPE against the prescription, per session (newest last). */
export type RpeDriftPoint = {
  day: number;
  session_id: number;
  planned: number;
  realised: number;
  sets: number;
};

/**
 * The personal chart as an account keeps it for its `personal` e1RM method: the fitted offset (true
 * RIR − stated RIR, reps) at RPE 6, 6.5 … 10, and how many sets it was learnt from.
 */
export type PersonalChart = { offsets: number[]; sets_used: number };
