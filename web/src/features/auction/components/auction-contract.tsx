import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { getAuctionGetContractQueryKey, type Contract } from '@carsi/sdk/main';
import { useAuctionCreateContract, useAuctionGetContract } from '../api/sdk-hooks.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ContractAcceptance } from '@/components/contract/contract-acceptance.tsx';
import { ContractSheet } from '@/components/contract/contract-sheet.tsx';
import { contractBlocks } from '@/components/contract/contract-text.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';

/** Accepting the auction contract; after a success the contract is read again 1 s later. */
function Acceptance({ contract }: { contract: Contract }) {
  const client = useQueryClient();
  const create = useAuctionCreateContract({ mutation: { meta: { successMessage: 'Sözleşme onaylandı.' } } });
  return (
    <ContractAcceptance
      contract={contract}
      create={create}
      onReload={() => void client.invalidateQueries({ queryKey: getAuctionGetContractQueryKey() })}
      readLabel="Mezat sözleşmesini okudum, kabul ediyorum."
      reloadingNote="Bilgiler yenileniyor…"
      spacing={1}
    />
  );
}

/** The auction contract with its state; `compact` (inside the bid box) hides it once accepted. */
export function AuctionContract({ compact = false }: { compact?: boolean }) {
  const contract = useAuctionGetContract();
  // Plain paragraphs in the small box of the bid area: headings read as text there.
  const paragraphs = useMemo(() => contractBlocks(contract.data?.text ?? '').map((block) => block.text), [contract.data?.text]);
  if (contract.isPending) return <LoadingBlock />;
  if (contract.isError) return <LoadError onRetry={() => void contract.refetch()} message="Mezat sözleşmesi yüklenemedi." />;
  const data = contract.data;
  if (compact && data.status === 'ACCEPTED') return null;
  return (
    <ContractSheet
      contract={data}
      notice={compact && <Alert severity="info">Teklif vermek için önce mezat sözleşmesini onaylayın.</Alert>}
      textSx={{ maxHeight: 200, overflowY: 'auto' }}
      acceptance={<Acceptance key={data.version} contract={data} />}
    >
      {paragraphs.map((text, index) => (
        <Typography key={index} variant="body2">
          {text}
        </Typography>
      ))}
    </ContractSheet>
  );
}
