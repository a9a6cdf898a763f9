// What the last update sent, read the same way on both views (``HeadlessListView/lastBatch``): the engine keeps the
// calls of the last accepted update (ListViewState.swift).

extension HeadlessCollectionView {
  public var lastBatch: BatchUpdate { list.lastBatch }
}

extension HeadlessTableView {
  public var lastBatch: BatchUpdate { list.lastBatch }
}
