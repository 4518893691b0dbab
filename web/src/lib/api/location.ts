// The SDK hooks the shared province, district and neighbourhood components and hooks use as generated: the shared seam between them and the SDK
// (docs/architecture.md#packages-and-the-dependency-rule); what a call needs around it is added here, once.
export { useListDistricts, useListNeighborhoods, useListProvinces } from '@carsi/sdk/main';
