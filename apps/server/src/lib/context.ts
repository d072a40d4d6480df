/** Who a request acts for. One default workspace until accounts exist. */
export interface RequestContext {
  workspaceId: string;
}
