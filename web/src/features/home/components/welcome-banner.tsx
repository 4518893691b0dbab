import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The greeting at the top of the home page, shown until the content service's main banner takes over. */
export function WelcomeBanner() {
  return (
    <Box
      component="section"
      aria-labelledby="welcome-title"
      sx={{
        borderRadius: 2,
        p: { xs: 3, sm: 5 },
        color: '#fff',
        background: 'linear-gradient(135deg, #8c1d18 0%, #b3261e 55%, #1f5f8b 100%)',
      }}
    >
      <Typography id="welcome-title" component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        Aradığınız her şey Çarşı’da
      </Typography>
      <Typography sx={{ mt: 1, maxWidth: 560 }}>
        Yeni ürünler, ikinci el fırsatlar, takas, canlı mezat ve el emeği ürünler tek hesapla.
      </Typography>
    </Box>
  );
}
