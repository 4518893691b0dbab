// The SDK hooks the account pages' components use as generated: the feature's one seam to the SDK
// (docs/architecture.md#packages-and-the-dependency-rule); what a call needs around it is added here, once.
export { useChangePassword, useGetAnnouncementPreferences, useGetUserInformation, useUpdateAnnouncementPreferences } from '@carsi/sdk/main';
