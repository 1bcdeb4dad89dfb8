import { serviceToken as token } from './service-token';
import type { AccountRepository } from './account-repository';
import type { AdminPostRepository } from './admin-post-repository';
import type { PostVersionRepository } from './post-version-repository';
import type { PostVersionHistory } from '../use-cases/post-version-history';
import type { ArticleImageUploader } from './article-image-uploader';
import type { SiteImageUploader } from './site-image-uploader';
import type { BookingsRepository } from './bookings-repository';
import type { CategoryReader } from './category-reader';
import type { CategoryRepository } from './category-repository';
import type { Clock } from './clock';
import type { HoldRepository } from './hold-repository';
import type { Log } from './log';
import type { MyReservationsRepository } from './my-reservations-repository';
import type { BookingChangesRepository } from './booking-changes-repository';
import type { Navigation, RouterBinding } from './navigation';
import type { Notifier } from './notifier';
import type { PaymentInitiator } from './payment-initiator';
import type { PaymentVerifier } from './payment-verifier';
import type { PendingBookingStore } from './pending-booking-store';
import type { PersistedStateStore } from './persisted-state-store';
import type { PostReader } from './post-reader';
import type { OutboxRepository } from './outbox-repository';
import type { ContactRepository } from './contact-repository';
import type { DaysOffRepository } from './days-off-repository';
import type { CalendarFeedRepository } from './calendar-feed-repository';
import type { LoadCalendarFeed, RenewCalendarFeed } from '../use-cases/calendar-feed';
import type { PageTextRepository } from './page-text-repository';
import type { SiteProfileRepository } from './site-profile-repository';
import type { BusinessRepository } from './business-repository';
import type { RefundsRepository } from './refunds-repository';
import type { ReceiptReader } from './receipt-reader';
import type { VisitorTimeZone } from './visitor-time-zone';
import type { ReservationRepository } from './reservation-repository';
import type { ReservationTypeRepository } from './reservation-type-repository';
import type { ScheduleRepository } from './schedule-repository';
import type { Wait } from './wait';
import type { AddSlot } from '../use-cases/add-slot';
import type { ApplyWeeklyTemplate } from '../use-cases/apply-weekly-template';
import type { ChangeSlotsInBulk } from '../use-cases/change-slots-in-bulk';
import type { CancelBooking } from '../use-cases/cancel-booking';
import type { MarkNoShow } from '../use-cases/mark-no-show';
import type { UploadSiteImage } from '../use-cases/upload-site-image';
import type { BookForCaller, FindCustomers } from '../use-cases/book-for-caller';
import type { CancelMyBooking } from '../use-cases/cancel-my-booking';
import type { LoadBookingNotice, LoadChangeNotice, SetBookingNotice, SetChangeNotice } from '../use-cases/change-notice';
import type { LoadMoveChoices } from '../use-cases/load-move-choices';
import type { MoveMyBooking } from '../use-cases/move-my-booking';
import type { CreateCategory } from '../use-cases/create-category';
import type { DeleteAccount } from '../use-cases/delete-account';
import type { DeleteCategory } from '../use-cases/delete-category';
import type { AutosavePost } from '../use-cases/autosave-post';
import type { DeleteMyPost } from '../use-cases/delete-my-post';
import type { DeleteReservationType } from '../use-cases/delete-reservation-type';
import type { ExportBookings } from '../use-cases/export-bookings';
import type { LoadReservationType } from '../use-cases/load-reservation-type';
import type { ListPostCategories } from '../use-cases/list-post-categories';
import type { LoadLatestPosts } from '../use-cases/load-latest-posts';
import type { FindReservationByAuthority } from '../use-cases/find-reservation-by-authority';
import type { ListBookings } from '../use-cases/list-bookings';
import type { ListCategories } from '../use-cases/list-categories';
import type { LoadAdminReservationTypes } from '../use-cases/load-admin-reservation-types';
import type { LoadArticle } from '../use-cases/load-article';
import type { LoadMyPostsPage } from '../use-cases/load-my-posts-page';
import type { LoadMyReservations } from '../use-cases/load-my-reservations';
import type { LoadPaymentHistory } from '../use-cases/load-payment-history';
import type { LoadReceipt } from '../use-cases/load-receipt';
import type { LoadPostForEdit } from '../use-cases/load-post-for-edit';
import type { LoadPostPage } from '../use-cases/load-post-page';
import type { LoadOutboxPage } from '../use-cases/load-outbox-page';
import type { SendContactMessage } from '../use-cases/send-contact-message';
import type { LoadContactMessages } from '../use-cases/load-contact-messages';
import type { MarkContactAnswered } from '../use-cases/mark-contact-answered';
import type { AnswerHolidays, CloseTime, LoadDaysOff, ReopenTime } from '../use-cases/days-off';
import type {
  LoadPageTexts,
  LoadPageTextVersion,
  LoadPageTextVersions,
  RestorePageTextVersion,
  SavePageText,
} from '../use-cases/page-texts';
import type { LoadSiteProfile, LoadSiteSettings, SaveSiteSettings } from '../use-cases/site-settings';
import type { LoadBusinessSummary } from '../use-cases/load-business-summary';
import type { LoadAgenda } from '../use-cases/load-agenda';
import type { LoadRefundsOwed } from '../use-cases/load-refunds-owed';
import type { LoadTypeSlots } from '../use-cases/load-type-slots';
import type { MarkRefunded } from '../use-cases/mark-refunded';
import type { PublishPost } from '../use-cases/publish-post';
import type { RemoveSlot } from '../use-cases/remove-slot';
import type { RestorePersistedState } from '../use-cases/restore-persisted-state';
import type { RetryReverse } from '../use-cases/retry-reverse';
import type { SaveReservationType } from '../use-cases/save-reservation-type';
import type { SetReservationTypeActive } from '../use-cases/set-reservation-type-active';
import type { EnterSignInCode, SignIn } from '../use-cases/sign-in';
import type { SecondFactorSettings } from '../use-cases/second-factor-settings';
import type { SecondFactorRepository } from './second-factor-repository';
import type { SignOut } from '../use-cases/sign-out';
import type { SignUp } from '../use-cases/sign-up';
import type { UpdateCategory } from '../use-cases/update-category';
import type { UpdatePost } from '../use-cases/update-post';
import type { UpdateProfile } from '../use-cases/update-profile';
import type { ConfirmMobile, SendMobileCode } from '../use-cases/verify-mobile';
import type { VerifyPayment } from '../use-cases/verify-payment';
import type { VerifySession } from '../use-cases/verify-session';
import type { provideBookingEffects } from '../machines/booking-effects';
import type { provideMyReservationsEffects } from '../machines/my-reservations-effects';
import type { ProviderSettingsRepository } from './provider-settings-repository';
import type { LoadProviderSettings, SaveProviderSettings, TestProvider } from '../use-cases/provider-settings';

/**
 * Injection tokens of every port, use case and wired machine, in one place. The composition
 * root binds each port to an adapter and builds the use cases and machines from the ports;
 * views ask for a token, never for an adapter. Each token carries the type bound to it, so
 * `useService(TOKENS.SignIn)` is a `SignIn`.
 */
export const TOKENS = {
  ApiHost: token<string>('ApiHost'),
  Clock: token<Clock>('Clock'),
  Wait: token<Wait>('Wait'),
  Log: token<Log>('Log'),
  Notifier: token<Notifier>('Notifier'),
  Navigation: token<Navigation>('Navigation'),
  RouterBinding: token<RouterBinding>('RouterBinding'),
  PersistedStateStore: token<PersistedStateStore>('PersistedStateStore'),
  PendingBookingStore: token<PendingBookingStore>('PendingBookingStore'),
  AccountRepository: token<AccountRepository>('AccountRepository'),
  SecondFactorRepository: token<SecondFactorRepository>('SecondFactorRepository'),
  ReservationTypeRepository: token<ReservationTypeRepository>('ReservationTypeRepository'),
  ReservationRepository: token<ReservationRepository>('ReservationRepository'),
  HoldRepository: token<HoldRepository>('HoldRepository'),
  PaymentInitiator: token<PaymentInitiator>('PaymentInitiator'),
  PaymentVerifier: token<PaymentVerifier>('PaymentVerifier'),
  MyReservationsRepository: token<MyReservationsRepository>('MyReservationsRepository'),
  BookingChangesRepository: token<BookingChangesRepository>('BookingChangesRepository'),
  PostReader: token<PostReader>('PostReader'),
  CategoryReader: token<CategoryReader>('CategoryReader'),
  AdminPostRepository: token<AdminPostRepository>('AdminPostRepository'),
  PostVersionRepository: token<PostVersionRepository>('PostVersionRepository'),
  ArticleImageUploader: token<ArticleImageUploader>('ArticleImageUploader'),
  SiteImageUploader: token<SiteImageUploader>('SiteImageUploader'),
  CategoryRepository: token<CategoryRepository>('CategoryRepository'),
  ScheduleRepository: token<ScheduleRepository>('ScheduleRepository'),
  BookingsRepository: token<BookingsRepository>('BookingsRepository'),
  RefundsRepository: token<RefundsRepository>('RefundsRepository'),
  ReceiptReader: token<ReceiptReader>('ReceiptReader'),
  VisitorTimeZone: token<VisitorTimeZone>('VisitorTimeZone'),
  OutboxRepository: token<OutboxRepository>('OutboxRepository'),
  ContactRepository: token<ContactRepository>('ContactRepository'),
  DaysOffRepository: token<DaysOffRepository>('DaysOffRepository'),
  CalendarFeedRepository: token<CalendarFeedRepository>('CalendarFeedRepository'),
  LoadCalendarFeed: token<LoadCalendarFeed>('LoadCalendarFeed'),
  RenewCalendarFeed: token<RenewCalendarFeed>('RenewCalendarFeed'),
  SiteProfileRepository: token<SiteProfileRepository>('SiteProfileRepository'),
  BusinessRepository: token<BusinessRepository>('BusinessRepository'),
  PageTextRepository: token<PageTextRepository>('PageTextRepository'),
  ProviderSettingsRepository: token<ProviderSettingsRepository>('ProviderSettingsRepository'),

  AddSlot: token<AddSlot>('AddSlot'),
  ApplyWeeklyTemplate: token<ApplyWeeklyTemplate>('ApplyWeeklyTemplate'),
  ChangeSlotsInBulk: token<ChangeSlotsInBulk>('ChangeSlotsInBulk'),
  CancelBooking: token<CancelBooking>('CancelBooking'),
  MarkNoShow: token<MarkNoShow>('MarkNoShow'),
  UploadSiteImage: token<UploadSiteImage>('UploadSiteImage'),
  FindCustomers: token<FindCustomers>('FindCustomers'),
  BookForCaller: token<BookForCaller>('BookForCaller'),
  CancelMyBooking: token<CancelMyBooking>('CancelMyBooking'),
  LoadChangeNotice: token<LoadChangeNotice>('LoadChangeNotice'),
  SetChangeNotice: token<SetChangeNotice>('SetChangeNotice'),
  LoadBookingNotice: token<LoadBookingNotice>('LoadBookingNotice'),
  SetBookingNotice: token<SetBookingNotice>('SetBookingNotice'),
  LoadMoveChoices: token<LoadMoveChoices>('LoadMoveChoices'),
  MoveMyBooking: token<MoveMyBooking>('MoveMyBooking'),
  CreateCategory: token<CreateCategory>('CreateCategory'),
  DeleteAccount: token<DeleteAccount>('DeleteAccount'),
  DeleteCategory: token<DeleteCategory>('DeleteCategory'),
  AutosavePost: token<AutosavePost>('AutosavePost'),
  PostVersionHistory: token<PostVersionHistory>('PostVersionHistory'),
  DeleteMyPost: token<DeleteMyPost>('DeleteMyPost'),
  DeleteReservationType: token<DeleteReservationType>('DeleteReservationType'),
  ExportBookings: token<ExportBookings>('ExportBookings'),
  LoadReservationType: token<LoadReservationType>('LoadReservationType'),
  ListPostCategories: token<ListPostCategories>('ListPostCategories'),
  LoadLatestPosts: token<LoadLatestPosts>('LoadLatestPosts'),
  FindReservationByAuthority: token<FindReservationByAuthority>('FindReservationByAuthority'),
  ListBookings: token<ListBookings>('ListBookings'),
  ListCategories: token<ListCategories>('ListCategories'),
  LoadAdminReservationTypes: token<LoadAdminReservationTypes>('LoadAdminReservationTypes'),
  LoadArticle: token<LoadArticle>('LoadArticle'),
  LoadMyPostsPage: token<LoadMyPostsPage>('LoadMyPostsPage'),
  LoadMyReservations: token<LoadMyReservations>('LoadMyReservations'),
  LoadPaymentHistory: token<LoadPaymentHistory>('LoadPaymentHistory'),
  LoadReceipt: token<LoadReceipt>('LoadReceipt'),
  LoadPostForEdit: token<LoadPostForEdit>('LoadPostForEdit'),
  LoadPostPage: token<LoadPostPage>('LoadPostPage'),
  LoadOutboxPage: token<LoadOutboxPage>('LoadOutboxPage'),
  SendContactMessage: token<SendContactMessage>('SendContactMessage'),
  LoadContactMessages: token<LoadContactMessages>('LoadContactMessages'),
  MarkContactAnswered: token<MarkContactAnswered>('MarkContactAnswered'),
  LoadDaysOff: token<LoadDaysOff>('LoadDaysOff'),
  LoadSiteProfile: token<LoadSiteProfile>('LoadSiteProfile'),
  LoadSiteSettings: token<LoadSiteSettings>('LoadSiteSettings'),
  SaveSiteSettings: token<SaveSiteSettings>('SaveSiteSettings'),
  CloseTime: token<CloseTime>('CloseTime'),
  ReopenTime: token<ReopenTime>('ReopenTime'),
  AnswerHolidays: token<AnswerHolidays>('AnswerHolidays'),
  LoadBusinessSummary: token<LoadBusinessSummary>('LoadBusinessSummary'),
  LoadAgenda: token<LoadAgenda>('LoadAgenda'),
  LoadPageTexts: token<LoadPageTexts>('LoadPageTexts'),
  LoadPageTextVersions: token<LoadPageTextVersions>('LoadPageTextVersions'),
  LoadPageTextVersion: token<LoadPageTextVersion>('LoadPageTextVersion'),
  SavePageText: token<SavePageText>('SavePageText'),
  RestorePageTextVersion: token<RestorePageTextVersion>('RestorePageTextVersion'),
  LoadRefundsOwed: token<LoadRefundsOwed>('LoadRefundsOwed'),
  LoadTypeSlots: token<LoadTypeSlots>('LoadTypeSlots'),
  MarkRefunded: token<MarkRefunded>('MarkRefunded'),
  PublishPost: token<PublishPost>('PublishPost'),
  RemoveSlot: token<RemoveSlot>('RemoveSlot'),
  RestorePersistedState: token<RestorePersistedState>('RestorePersistedState'),
  RetryReverse: token<RetryReverse>('RetryReverse'),
  SaveReservationType: token<SaveReservationType>('SaveReservationType'),
  SetReservationTypeActive: token<SetReservationTypeActive>('SetReservationTypeActive'),
  SignIn: token<SignIn>('SignIn'),
  EnterSignInCode: token<EnterSignInCode>('EnterSignInCode'),
  SecondFactorSettings: token<SecondFactorSettings>('SecondFactorSettings'),
  SignOut: token<SignOut>('SignOut'),
  SignUp: token<SignUp>('SignUp'),
  UpdateCategory: token<UpdateCategory>('UpdateCategory'),
  UpdatePost: token<UpdatePost>('UpdatePost'),
  UpdateProfile: token<UpdateProfile>('UpdateProfile'),
  SendMobileCode: token<SendMobileCode>('SendMobileCode'),
  ConfirmMobile: token<ConfirmMobile>('ConfirmMobile'),
  VerifyPayment: token<VerifyPayment>('VerifyPayment'),
  VerifySession: token<VerifySession>('VerifySession'),
  BookingMachine: token<ReturnType<typeof provideBookingEffects>>('BookingMachine'),
  MyReservationsMachine: token<ReturnType<typeof provideMyReservationsEffects>>('MyReservationsMachine'),
  LoadProviderSettings: token<LoadProviderSettings>('LoadProviderSettings'),
  SaveProviderSettings: token<SaveProviderSettings>('SaveProviderSettings'),
  TestProvider: token<TestProvider>('TestProvider'),
} as const;
