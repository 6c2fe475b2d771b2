import * as account from './account.ts';
import * as admin from './admin.ts';
import * as adminOps from './admin-ops.ts';
import * as auth from './auth.ts';
import * as decks from './decks.ts';
import * as encryption from './encryption.ts';
import type { Declaration } from './endpoint.ts';
import * as health from './health.ts';
import * as journal from './journal.ts';
import * as messages from './messages.ts';
import * as metrics from './metrics.ts';
import * as offerWalls from './offer-walls.ts';
import * as dailyGift from './daily-gift.ts';
import * as points from './points.ts';
import * as profile from './profile.ts';
import * as readingImage from './reading-image.ts';
import * as readings from './readings.ts';
import * as settings from './settings.ts';
import * as shares from './shares.ts';
import * as specialReadings from './special-readings.ts';
import * as tryReading from './try-reading.ts';
import * as userSettings from './user-settings.ts';
import * as userStatus from './user-status.ts';

/**
 * Every call the server serves, each declared once beside its schemas. better-auth's own calls
 * (under AUTH_BASE_PATH) are not here: better-auth routes and validates them itself.
 */
export const CONTRACT: readonly Declaration[] = [
  health.getHealth,
  metrics.getMetrics,
  auth.getAuthConfig,
  auth.logout,
  profile.getProfile,
  profile.getIsAdmin,
  account.getProfileTotals,
  account.unlinkProvider,
  account.confirmPassword,
  account.subscribeEmail,
  account.deleteAccount,
  points.getPoints,
  points.getGemProgress,
  points.sellGems,
  dailyGift.getDailyGift,
  dailyGift.claimDailyGift,
  offerWalls.getOfferWalls,
  offerWalls.getTheoremReachCooldown,
  offerWalls.getAyetStudiosCooldown,
  offerWalls.theoremReachCallback,
  offerWalls.ayetStudiosCallback,
  messages.getUnreadCount,
  messages.getMessages,
  messages.markMessageRead,
  messages.broadcastMessage,
  admin.getAdminUsers,
  admin.grantPoints,
  admin.banUser,
  admin.unbanUser,
  admin.setAdminRole,
  admin.messageUser,
  admin.updateCosts,
  admin.getAdminSpecialReadings,
  admin.createSpecialReading,
  admin.updateSpecialReading,
  admin.retireSpecialReading,
  admin.getAdminStats,
  admin.getAuditLog,
  adminOps.getQueueStats,
  adminOps.retryJob,
  adminOps.cancelJob,
  adminOps.getCaches,
  adminOps.purgeCache,
  adminOps.purgeAllCaches,
  userStatus.getUserStatus,
  userStatus.setEngaged,
  userSettings.getUserSettings,
  userSettings.updateUserSetting,
  specialReadings.getAvailableSpecialReadings,
  settings.getCosts,
  decks.getDecks,
  decks.favoriteCard,
  decks.unfavoriteCard,
  decks.unlockDeck,
  encryption.getHoneypotFields,
  encryption.getFormToken,
  encryption.getEncryptionStatus,
  encryption.createEncryptionKey,
  encryption.unlockEncryption,
  encryption.startOver,
  readings.getSpreadTypes,
  readings.getCommitment,
  readings.startReading,
  readings.getReading,
  readings.getReadingInfo,
  readings.getActiveReading,
  readings.hasActiveReading,
  readings.isInQueue,
  readings.saveReading,
  readings.canSaveReading,
  readings.discardOldest,
  readings.setActiveReading,
  readings.deleteActiveReading,
  readings.deleteReading,
  readings.getReadingIds,
  readings.readingEvents,
  journal.getJournalPage,
  journal.getJournalEntry,
  journal.saveJournalEntry,
  journal.getJournalHistory,
  journal.setCheckIn,
  journal.answerCheckIn,
  journal.getDueCheckIns,
  readingImage.getReadingImage,
  tryReading.tryReading,
  shares.createShare,
  shares.getSharedReading,
  shares.hitShare,
  shares.getSharedReadingIds,
  shares.getSharedReadingInfo,
  shares.deleteShare,
  shares.getSharedReadingImage,
];
