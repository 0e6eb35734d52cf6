import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { personNameWithInitial } from '@golf/contracts';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeading } from '@/components/page-heading';
import { Panel } from '@/components/panel';
import { QueryState } from '@/components/query-state';
import { PublicPageFrame } from '@/components/public-page-frame';
import { SiteNote } from '@/components/site-note';
import { useSharedSelector } from '@/lib/store/hooks';
import { useReferralQuery } from './api';
import { ContactForm } from './contact-form';

/**
 * The landing page of a player's referral link (global, or Japan on a .jp site): who invites,
 * the offer (100 bucks of referral credit, a 60 to 90 minute swing evaluation), and the form.
 */
export default function ReferralPage() {
  const { t } = useTranslation(['referral', 'common']);
  const { pid = '' } = useParams();
  const isJapan = Boolean(useSharedSelector((state) => state.config.data?.isJapan));
  const referral = useReferralQuery(pid, { skip: !pid });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const productName = t('common:productName');
  const data = referral.data;
  const title = data ? t('referral:title', { name: personNameWithInitial(data.referrerFirstName, data.referrerLastInitial) }) : t('referral:titleAnonymous');

  return (
    <PublicPageFrame productName={productName} footer={<SiteNote />} width={720}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Panel>
          <PageHeading title={title} documentTitle={`${title} · ${productName}`} />
          {/* An unknown link cannot load by trying again: the offer and the form stay, without a referrer. */}
          <QueryState query={referral} loading={<LoadingScreen minHeight={120} />} errorMessage={t('referral:unknownLink')} retry={false}>
            {({ center }) => (center ? <Typography color="text.secondary">{t('referral:at', { center: center.name, city: center.city })}</Typography> : null)}
          </QueryState>
          <Box
            component="ul"
            aria-label={t('referral:offerTitle')}
            sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0, display: 'grid', gap: 2, gridTemplateColumns: { mobile: '1fr', sm: '1fr 1fr' } }}
          >
            <Box component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, color: 'primary.dark' }}>
                    {/* The offer is in bucks (the wallet's own unit on every site), never a currency. */}
                    {t('referral:credit', { count: data?.offer.referralCredit ?? 100 })}
                  </Typography>
                  <Typography>{t('referral:creditText')}</Typography>
                </CardContent>
              </Card>
            </Box>
            <Box component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, color: 'primary.dark' }}>
                    {t('referral:minutes', { min: data?.offer.evaluationMinutesMin ?? 60, max: data?.offer.evaluationMinutesMax ?? 90 })}
                  </Typography>
                  <Typography>{t('referral:evaluationText')}</Typography>
                </CardContent>
              </Card>
            </Box>
          </Box>
        </Panel>
        <Panel>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t('referral:contactTitle')}
          </Typography>
          {sentTo ? (
            <Typography role="status">{t('referral:sent', { center: sentTo })}</Typography>
          ) : // Shown once the invitation is known, so the referrer's center is chosen from the start.
          referral.isLoading ? null : (
            <ContactForm key={data?.pid ?? 'no-referrer'} pid={data?.pid} centerId={data?.center?.id} isJapan={isJapan} onSent={setSentTo} />
          )}
          <Typography sx={{ mt: 3 }}>
            {t('referral:orRegister')}{' '}
            <Link component={RouterLink} to={`/register${data ? `?ref=${encodeURIComponent(data.pid)}` : ''}`}>
              {t('referral:register')}
            </Link>
          </Typography>
        </Panel>
      </Box>
    </PublicPageFrame>
  );
}
