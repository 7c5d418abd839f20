import { useLingui } from '@lingui/react/macro';
import type { LearnMoreContent } from '../../domain/index.ts';

/**
 * Learn-more content as a guide reads it (part 3 "Learn more record"): accordion sections as
 * details/summary pairs, copy sections as paragraphs or lists, a highlighted section set apart.
 */
export function LearnMoreView({ content }: { content: LearnMoreContent }) {
  const { t } = useLingui();
  if (!content.title && content.sections.length === 0) return <p className="text-slate-600">{t`Content missing`}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="font-semibold">{content.title}</p>
      {content.sections.map((section, s) => (
        <section
          key={s}
          className={section.isHighlighted ? 'rounded-md bg-blue-50 p-2' : undefined}
          aria-label={section.title || undefined}
        >
          {section.title ? <h4 className="font-medium">{section.title}</h4> : null}
          {section.type === 'accordion'
            ? section.entries.map((entry, e) => (
                <details key={e}>
                  <summary>{entry.summary}</summary>
                  <p className="whitespace-pre-line">{entry.details}</p>
                </details>
              ))
            : section.entries.map((entry, e) => {
                const blocks = entry.copyBlocks ?? [];
                const items = blocks.map((block, b) => (
                  <li key={b}>
                    {block.title ? <strong>{block.title} </strong> : null}
                    {block.copy}
                  </li>
                ));
                return (
                  <div key={e}>
                    {entry.title ? <p className="font-medium">{entry.title}</p> : null}
                    {entry.copyType === 'ordered-list' ? (
                      <ol className="list-decimal pl-5">{items}</ol>
                    ) : entry.copyType === 'unordered-list' ? (
                      <ul className="list-disc pl-5">{items}</ul>
                    ) : (
                      blocks.map((block, b) => (
                        <p key={b} className="whitespace-pre-line">
                          {block.copy}
                        </p>
                      ))
                    )}
                  </div>
                );
              })}
        </section>
      ))}
    </div>
  );
}
