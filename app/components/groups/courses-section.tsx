import { Trans, useLingui } from "@lingui/react/macro";
import { Form, href, Link } from "react-router";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { buttonClass, secondaryButtonClass, TextField } from "#app/components/ui/text-field.tsx";
import { useLanguage } from "#app/site/use-language.ts";
import { day, type FormFailure, sectionClass } from "./section.ts";

/** The courses assigned to the group, each with its due date and a button to unassign it, and the form to assign one. */
export function CoursesSection({
  assignments,
  courses,
  today,
  latest,
  failed,
}: {
  assignments: { course: string; courseTitle: string; dueOn: string | null }[];
  /** Every course a leader may assign, for the select. */
  courses: { value: string; label: string }[];
  today: string;
  latest: string;
  /** The assign form, when it came back with errors. */
  failed: FormFailure | undefined;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <section id="courses" aria-labelledby="courses-heading" className={sectionClass}>
      <h2 id="courses-heading" className="font-bold text-2xl">
        <Trans>Assigned courses</Trans>
      </h2>
      {assignments.length === 0 ? (
        <p className="mt-3 text-muted">
          <Trans>No course is assigned yet. Members see assigned courses on their dashboard.</Trans>
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {assignments.map(({ course, courseTitle, dueOn }) => {
            const due = dueOn ? day(dueOn, language) : null;
            return (
              <li key={course} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span>
                  <Link to={href("/courses/:course", { course })} className="font-medium text-link underline">
                    {courseTitle}
                  </Link>
                  <span className="text-muted">
                    {" "}
                    ·{" "}
                    {due
                      ? t({ message: `due ${due}`, comment: "after a course's title: when it is due" })
                      : t`no due date`}
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="unassign" />
                  <input type="hidden" name="course" value={course} />
                  <button type="submit" className={secondaryButtonClass}>
                    <Trans>
                      Unassign<span className="sr-only"> {courseTitle}</span>
                    </Trans>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <Form method="post" className="mt-6 grid max-w-xl gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="assign" />
        <SelectField
          name="course"
          label={t`Course`}
          placeholder={t`Choose a course`}
          options={courses}
          defaultValue={failed?.values.course}
          error={failed?.errors.course}
        />
        <TextField
          name="dueOn"
          label={t`Due date`}
          type="date"
          required={false}
          min={today}
          max={latest}
          hint={t`Optional. Assigning a course again changes its date.`}
          defaultValue={failed?.values.dueOn}
          error={failed?.errors.dueOn}
        />
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass}>
            <Trans>Assign the course</Trans>
          </button>
        </div>
      </Form>
    </section>
  );
}
