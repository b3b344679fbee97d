import type { FieldCheck } from '@lobby/contract';
import { type Dispatch, type RefCallback, type SetStateAction, useState } from 'react';
import { showToast } from '../ui/toast.ts';
import { checkFields } from './field-rules.ts';
import { useFieldRefs, useRevalidateOnLanguageChange } from './form-hooks.ts';
import { type Problem, type Problems, problemText } from './problem.ts';
import { fieldProblemOf, refusalOf } from './server-errors.ts';

export interface FormOptions<F extends string> {
  initial: Record<F, string> | (() => Record<F, string>);
  /** Every field in form order; the language change re-checks the failing ones among them. */
  order: readonly F[];
  ruleOf: (field: F) => FieldCheck | undefined;
  /** Checks a rule cannot express (a confirmation), given the current values. */
  extra?: (field: F, values: Record<F, string>) => Problem | undefined;
}

type RefusalOptions<F extends string> = NonNullable<Parameters<typeof fieldProblemOf<F>>[2]> & {
  fields?: readonly F[];
};

export interface Form<F extends string> {
  values: Record<F, string>;
  setValues: Dispatch<SetStateAction<Record<F, string>>>;
  set: (field: F) => (value: string) => void;
  problems: Problems<F>;
  setProblems: Dispatch<SetStateAction<Problems<F>>>;
  /** Shows one field's problem, keeping the others, and focuses it. */
  showProblem: (field: F, problem: Problem) => void;
  errorOf: (field: F) => string | undefined;
  /** What a field component needs: its value, change handler, error text and input ref. */
  fieldProps: (field: F) => {
    value: string;
    onValueChange: (value: string) => void;
    error: string | undefined;
    inputRef: RefCallback<HTMLElement>;
  };
  refOf: (field: F) => RefCallback<HTMLElement>;
  focus: (field: F) => void;
  /** Checks `fields` (all by default), shows their problems and focuses the first; true when all pass. */
  validate: (fields?: readonly F[]) => boolean;
  /** A refusal naming one of `fields` (all by default) goes under that field; anything else is a toast. */
  showRefusal: (error: unknown, options?: RefusalOptions<F>) => void;
  /** Checks one field on its own (the mobile number before an SMS code), keeping the other problems. */
  validateOne: (field: F) => boolean;
}

/** The state of a rule-checked form: values, problems, focus, and re-checks when the language changes. */
export function useForm<F extends string>({ initial, order, ruleOf, extra }: FormOptions<F>): Form<F> {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<F>>({});
  const { refOf, focus } = useFieldRefs<F>();
  const check = (fields: readonly F[]) =>
    checkFields(fields, ruleOf, (field) => values[field], extra && ((field) => extra(field, values)));

  useRevalidateOnLanguageChange(() => setProblems(check(order.filter((field) => problems[field])).problems));

  const set = (field: F) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: F) => {
    const problem = problems[field];
    return problem ? problemText(problem) : undefined;
  };
  return {
    values,
    setValues,
    set,
    problems,
    setProblems,
    showProblem: (field, problem) => {
      setProblems((current) => ({ ...current, [field]: problem }));
      focus(field);
    },
    errorOf,
    fieldProps: (field) => ({
      value: values[field],
      onValueChange: set(field),
      error: errorOf(field),
      inputRef: refOf(field),
    }),
    refOf,
    focus,
    validate: (fields = order) => {
      const checked = check(fields);
      setProblems(checked.problems);
      if (checked.first) focus(checked.first);
      return checked.first === undefined;
    },
    showRefusal: (error, { fields = order, ...options } = {}) => {
      const onField = fieldProblemOf(error, fields, options);
      if (onField) {
        setProblems((current) => ({ ...current, [onField.field]: onField.problem }));
        focus(onField.field);
      } else {
        showToast(problemText(refusalOf(error)));
      }
    },
    validateOne: (field) => {
      const checked = check([field]);
      setProblems((current) => ({ ...current, [field]: checked.problems[field] }));
      if (checked.first) focus(field);
      return checked.first === undefined;
    },
  };
}
