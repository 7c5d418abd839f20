import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { CUSTOMER_SEGMENT_LIMITS, renameCustomerSegmentBody } from '../../../domain/index.ts';
import { arktypeResolver, FormTextField } from '../../../ui/index.ts';
import type { LiveRow } from '../../data/index.ts';
import { MemberInfoFormDialog } from '../../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../../shared/member/use-member-info-save.ts';
import { useSegmentWords } from '../../shared/member/use-segment-words.ts';

type Segment = LiveRow<'customerSegmentList'>;

/**
 * Add segment and Rename segment: one name, unique within the customer (the server's refusal shows
 * on the field). A new segment goes last in the customer's order and shows at once.
 */
export function SegmentDialog({
  clientId,
  segment,
  nextOrder,
  onClose,
}: {
  clientId: string;
  /** null: a new segment. */
  segment: Segment | null;
  nextOrder: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const words = useSegmentWords();
  const resolver = useMemo(() => arktypeResolver<{ name: string }>(renameCustomerSegmentBody, words.resolver), [words]);
  const form = useForm<{ name: string }>({ resolver, defaultValues: { name: segment?.name ?? '' } });
  const create = useMemberInfoSave('createCustomerSegment', t`Segment added successfully`, form, words.server);
  const rename = useMemberInfoSave('renameCustomerSegment', t`Segment renamed successfully`, form, words.server);
  const submit = async ({ name }: { name: string }) => {
    const saved = segment
      ? await rename({ clientId, segmentId: segment.id, name })
      : await create({ clientId, segmentId: crypto.randomUUID(), name, sortOrder: nextOrder });
    if (saved) onClose();
  };
  return (
    <MemberInfoFormDialog
      title={segment ? t`Rename segment` : t`Add segment`}
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField name="name" label={words.nameLabel} required maxLength={CUSTOMER_SEGMENT_LIMITS.name} />
    </MemberInfoFormDialog>
  );
}
