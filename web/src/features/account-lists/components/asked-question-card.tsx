import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Question } from '@carsi/sdk/main';
import { Link } from '@/components/ui/link.tsx';
import { ShopImage } from '@/components/ui/shop-image.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/utils/format.ts';

/** One question the member asked: the product, the question, the seller's answer (or that it waits) and "Sil". */
export function AskedQuestionCard({ question, onDelete, deleting }: { question: Question; onDelete: () => void; deleting: boolean }) {
  const product = question.product;
  const productName = product?.title ?? 'Ürün';
  return (
    <Paper variant="outlined" component="article" aria-label={`${productName} hakkındaki sorunuz`} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        {product && (
          <Box sx={{ width: 64, height: 64, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}>
            <ShopImage image={product.image} sizes="64px" alt="" />
          </Box>
        )}
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Link to={paths.product.getHref(question.productId)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {product ? productName : 'Ürüne git'}
            </Link>
            <Chip size="small" label={question.answer ? 'Cevaplandı' : 'Cevap bekleniyor'} color={question.answer ? 'success' : 'default'} />
          </Stack>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{question.question}</Typography>
          <Typography variant="caption" color="textSecondary">
            {`Soruldu: ${formatDate(question.createdAt)}`}
          </Typography>
          <Box sx={{ pl: 1.5, borderLeft: 3, borderColor: question.answer ? 'primary.light' : 'divider' }}>
            {question.answer ? (
              <>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <strong>Satıcının cevabı:</strong> {question.answer}
                </Typography>
                {question.answeredAt && (
                  <Typography variant="caption" color="textSecondary">
                    {formatDate(question.answeredAt)}
                  </Typography>
                )}
              </>
            ) : (
              <Typography variant="body2" color="textSecondary">
                Satıcı henüz cevaplamadı.
              </Typography>
            )}
          </Box>
          <Box>
            <Button size="small" color="error" onClick={onDelete} disabled={deleting} aria-label={`${productName} hakkındaki sorunuzu sil`}>
              Sil
            </Button>
          </Box>
        </Stack>
      </Stack>
    </Paper>
  );
}
