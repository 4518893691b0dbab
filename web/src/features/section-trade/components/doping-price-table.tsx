import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DopingPackageOffer } from '@carsi/sdk/main';
import { formatPrice } from '@/utils/format.ts';
import { dopingPackageLabels, durationLabel } from '../utils/doping-labels.ts';

/**
 * "Öne çıkarma fiyatları": every package the shop sells with its price per duration, as the price list
 * answers it, so the seller knows what each choice costs before choosing and paying.
 */
export function DopingPriceTable({ offers }: { offers: readonly DopingPackageOffer[] }) {
  const durations = [...new Set(offers.flatMap((offer) => offer.prices.map((p) => p.durationDays)))].sort((a, b) => a - b);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" sx={{ '& caption': { captionSide: 'top', textAlign: 'left', px: 2, py: 1, fontWeight: 600, color: 'text.primary' } }}>
        <caption>Öne çıkarma fiyatları (KDV dahil)</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Paket
            </TableCell>
            {durations.map((days) => (
              <TableCell key={days} component="th" scope="col" align="right">
                {durationLabel(days)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {offers.map((offer) => (
            <TableRow key={offer.package}>
              <TableCell component="th" scope="row">
                {dopingPackageLabels[offer.package]}
              </TableCell>
              {durations.map((days) => {
                const price = offer.prices.find((p) => p.durationDays === days)?.price;
                return (
                  <TableCell key={days} align="right">
                    {price === undefined ? 'Satışta değil' : formatPrice(price)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
