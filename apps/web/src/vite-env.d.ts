/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the main API; defaults to the page's own origin. */
  readonly VITE_API_BASE?: string;
  /** Base URL of the agent service (Auto Co-Pilot); defaults to the main API base. */
  readonly VITE_AGENT_BASE?: string;
  /** Where the sidebar's Adsynth link points. */
  readonly VITE_ADSYNTH_URL?: string;
}
