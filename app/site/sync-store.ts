// React 19 has useSyncExternalStore; @lingui/react imports it through the
// `use-sync-external-store/shim` package for older Reacts. The build points that import here
// (vite.config.ts), so no page carries the shim's own copy.
export { useSyncExternalStore } from "react";
