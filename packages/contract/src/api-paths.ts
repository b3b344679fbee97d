/**
 * Every API operation by its operationId: method and path under API_PREFIX. The server declares its routes
 * from this table and the web calls through it, so a path is written once.
 */
export const API = {
  getSystemStatus: { method: 'GET', path: '/system/status' },
  getHealth: { method: 'GET', path: '/health' },
  getLiveness: { method: 'GET', path: '/health/live' },
  getReadiness: { method: 'GET', path: '/health/ready' },
  getSystemCountries: { method: 'GET', path: '/system/countries' },

  getEncryptionKey: { method: 'GET', path: '/auth/encryption-key' },
  getCaptcha: { method: 'GET', path: '/auth/captcha' },
  getAntiBotChallenge: { method: 'GET', path: '/auth/anti-bot-challenge' },
  sendVerificationCode: { method: 'POST', path: '/auth/verification-code' },
  login: { method: 'POST', path: '/auth/login' },
  loginWithRememberToken: { method: 'POST', path: '/auth/remembered-login' },
  createTrialAccount: { method: 'GET', path: '/auth/trial-name' },
  trialLogin: { method: 'POST', path: '/auth/trial-login' },
  logout: { method: 'DELETE', path: '/auth/session' },
  setPasswordByPhone: { method: 'POST', path: '/auth/password-by-phone' },

  getRegistrationSettings: { method: 'GET', path: '/registration/settings' },
  registerByUsername: { method: 'PUT', path: '/registration/username' },
  registerByMobile: { method: 'PUT', path: '/registration/mobile' },
  validateAffiliateCode: { method: 'GET', path: '/registration/affiliate-codes/:code' },
  checkUsername: { method: 'GET', path: '/registration/username-availability' },
  checkEmail: { method: 'GET', path: '/registration/email-availability' },

  getMemberInfo: { method: 'GET', path: '/members/me' },
  changePassword: { method: 'POST', path: '/members/me/password' },
  getHeadIcon: { method: 'GET', path: '/members/me/head-icon' },
  setHeadIcon: { method: 'POST', path: '/members/me/head-icon' },
  getAffiliateCode: { method: 'GET', path: '/members/me/affiliate-code' },

  getInboxUnreadCount: { method: 'GET', path: '/messages/inbox/unread-count' },
  getInboxMessages: { method: 'GET', path: '/messages/inbox' },
  markInboxRead: { method: 'POST', path: '/messages/inbox/read' },
  deleteInboxMessage: { method: 'DELETE', path: '/messages/inbox/:id' },
  getChatUnreadCount: { method: 'GET', path: '/messages/chat/unread-count' },
  launchChat: { method: 'GET', path: '/messages/chat/launch' },
  getAnnouncementUnreadCount: { method: 'GET', path: '/content/announcements/unread-count' },

  getAgentContractRequests: { method: 'GET', path: '/agents/contract-requests' },
  getAgentContract: { method: 'GET', path: '/agents/contracts/:kind' },
  respondAgentContract: { method: 'POST', path: '/agents/contracts/:kind' },
  getDownlines: { method: 'GET', path: '/agents/downlines' },
  createDownline: { method: 'POST', path: '/agents/downlines' },

  getActivities: { method: 'GET', path: '/promotions/activities' },
  joinActivity: { method: 'POST', path: '/promotions/activities/:id/join' },
  claimActivity: { method: 'POST', path: '/promotions/activities/:id/claim' },
  getSignInStatus: { method: 'GET', path: '/promotions/sign-in' },
  dailySignIn: { method: 'POST', path: '/promotions/sign-in' },
  getRewards: { method: 'GET', path: '/promotions/rewards' },
  claimReward: { method: 'POST', path: '/promotions/rewards/:id/claim' },
  getLeaderBoard: { method: 'GET', path: '/promotions/leaderboard' },

  submitFeedback: { method: 'PUT', path: '/feedback' },
  getFeedbackList: { method: 'GET', path: '/feedback' },

  consoleLogin: { method: 'POST', path: '/console/login' },
  consoleVerifyTotp: { method: 'POST', path: '/console/login/verify' },
  getConsoleSession: { method: 'GET', path: '/console/session' },
  consoleLogout: { method: 'DELETE', path: '/console/session' },
  consoleEnrol: { method: 'POST', path: '/console/enrolment' },
  listOperators: { method: 'GET', path: '/console/operators' },
  createOperator: { method: 'POST', path: '/console/operators' },
  updateOperator: { method: 'PATCH', path: '/console/operators/:id' },
  listAuditEvents: { method: 'GET', path: '/console/audit-events' },
  getConsoleDashboard: { method: 'GET', path: '/console/dashboard' },

  getGameList: { method: 'GET', path: '/games' },
  getGameVendors: { method: 'GET', path: '/games/vendors' },
  getVendorGameTypes: { method: 'GET', path: '/games/vendor-game-types' },
  getHotGames: { method: 'GET', path: '/games/hot' },
  getFavouriteGames: { method: 'GET', path: '/games/favourites' },
  getFavouriteIds: { method: 'GET', path: '/games/favourite-ids' },
  addFavourite: { method: 'POST', path: '/games/favourites' },
  removeFavourite: { method: 'DELETE', path: '/games/favourites' },
  getRecentGames: { method: 'GET', path: '/games/recent' },
  launchGame: { method: 'GET', path: '/games/launch' },

  getLotteryList: { method: 'GET', path: '/lottery/list' },
  getLotteryMenu: { method: 'GET', path: '/lottery/menu' },
  getRecentVnLottery: { method: 'GET', path: '/lottery/recent-vn' },
  getNumero: { method: 'GET', path: '/lottery/numero' },

  getWallet: { method: 'GET', path: '/wallet' },
  getDepositChannels: { method: 'GET', path: '/wallet/deposit-channels' },
  createDeposit: { method: 'POST', path: '/wallet/deposits' },
  getDeposit: { method: 'GET', path: '/wallet/deposits/:id' },
  getWithdrawals: { method: 'GET', path: '/wallet/withdrawals' },
  createWithdrawal: { method: 'POST', path: '/wallet/withdrawals' },
  setPaymentPassword: { method: 'POST', path: '/wallet/payment-password' },
  getGameRecords: { method: 'GET', path: '/wallet/game-records' },

  /* Called by game vendors, signed with the vendor's key (seamless-wallet.ts), not by the web. */
  walletCallbackBalance: { method: 'POST', path: '/seamless-wallet/balance' },
  walletCallbackBet: { method: 'POST', path: '/seamless-wallet/bet' },
  walletCallbackWin: { method: 'POST', path: '/seamless-wallet/win' },
  walletCallbackRefund: { method: 'POST', path: '/seamless-wallet/refund' },

  getBanners: { method: 'GET', path: '/content/banners' },
  getAnnouncements: { method: 'GET', path: '/content/announcements' },
  markAnnouncementRead: { method: 'POST', path: '/content/announcements/read' },
  getHelpCentre: { method: 'GET', path: '/content/help' },
  getWinnerBoard: { method: 'GET', path: '/content/winner-board' },
  getLiveModels: { method: 'GET', path: '/content/live-models' },
  getCustomerService: { method: 'GET', path: '/content/customer-service' },
} as const;

export type OperationId = keyof typeof API;
