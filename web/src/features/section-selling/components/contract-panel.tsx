import type { Contract } from '@carsi/sdk/main';
import { ContractAcceptance } from '@/components/contract/contract-acceptance.tsx';
import { ContractSheet } from '@/components/contract/contract-sheet.tsx';
import { ContractText } from '@/components/contract/contract-text.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';

interface AcceptProps {
  section: SectionKey;
  contract: Contract;
  onReload: () => void;
}

/** Accepting the section's seller contract; after a success the contract is read again 1 s later. */
function SectionContractAcceptance({ section, contract, onReload }: AcceptProps) {
  const create = sectionApi(section).useCreateContract({ mutation: { meta: { successMessage: 'Sözleşme onaylandı.' } } });
  return (
    <ContractAcceptance
      contract={contract}
      create={create}
      onReload={onReload}
      readLabel="Sözleşmeyi okudum, kabul ediyorum."
      reloadingNote="Sayfa yenileniyor…"
      spacing={1.5}
    />
  );
}

/** The section's seller contract with its acceptance state; once accepted it is read again after 1 s. */
export function ContractPanel({ section }: { section: SectionKey }) {
  const contract = sectionApi(section).useGetContract();
  if (contract.isPending) return <LoadingBlock />;
  if (contract.isError) return <LoadError onRetry={() => void contract.refetch()} />;
  const data = contract.data;
  return (
    <ContractSheet
      contract={data}
      textSx={{ maxHeight: 320, overflowY: 'auto', pr: 1 }}
      acceptance={<SectionContractAcceptance key={data.version} section={section} contract={data} onReload={() => void contract.refetch()} />}
    >
      <ContractText html={data.text} />
    </ContractSheet>
  );
}
