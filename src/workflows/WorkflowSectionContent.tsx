import type { WorkflowSection } from '../../domain/index.ts';
import { Disclosure } from '../../ui/index.ts';

/**
 * One section of a phase as it is authored (part 2 section 3): accordion entries that expand,
 * numbered steps, or paragraphs, each entry a header and a body.
 */
export function WorkflowSectionContent({
  section,
  headingLevel = 3,
}: {
  section: WorkflowSection;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const SubHeading = headingLevel === 3 ? 'h4' : 'h5';
  return (
    <section className="flex flex-col gap-2" data-workflow-section={section.id}>
      <Heading className="text-base font-semibold text-slate-900">{section.title}</Heading>
      {section.type === 'accordion' ? (
        <div className="flex flex-col gap-1">
          {section.content.map((entry, i) => (
            <Disclosure key={i} title={entry.header} headingLevel={4}>
              <p className="text-sm text-slate-700">{entry.body}</p>
            </Disclosure>
          ))}
        </div>
      ) : section.type === 'numbered' ? (
        <ol className="flex list-decimal flex-col gap-2 pl-6">
          {section.content.map((entry, i) => (
            <li key={i}>
              <span className="font-medium text-slate-900">{entry.header}</span>
              <p className="text-sm text-slate-700">{entry.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        section.content.map((entry, i) => (
          <div key={i}>
            <SubHeading className="font-medium text-slate-900">{entry.header}</SubHeading>
            <p className="text-sm text-slate-700">{entry.body}</p>
          </div>
        ))
      )}
    </section>
  );
}
