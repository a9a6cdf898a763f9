// Rows a headless view shows with another item than its data source holds there: what an accepted batch leaves
// behind when its counts add up but its index paths do not match the model's change (UIKit cannot tell; the app
// shows the wrong rows until the next reload).

/// A row whose identity, as the view believes it (recorded when the row was loaded, inserted or reloaded, then moved
/// along by batch updates), differs from the identity the data source reports at that index path now.
public struct OutOfSyncRow: Hashable {
  /// The row's index path, as the view shows it.
  public var indexPath: IndexPath
  /// The identity of the item the view believes the row shows.
  public var shown: AnyHashable?
  /// The identity of the item the data source holds at `indexPath` now; nil when it has no row there.
  public var held: AnyHashable?

  /// A row `indexPath` showing `shown` where the data source holds `held`.
  ///
  /// - Complexity: O(1).
  public init(indexPath: IndexPath, shown: AnyHashable?, held: AnyHashable?) {
    self.indexPath = indexPath
    self.shown = shown
    self.held = held
  }
}

extension ListViewEngine {
  /// The rows whose believed identity differs from the data source's now, in row order; empty when identities are
  /// not tracked.
  ///
  /// - Complexity: O(rows) identity reads.
  func listOutOfSyncRows() -> [OutOfSyncRow] {
    guard list.tracksRowIdentities else { return [] }
    let counts = readCounts()
    var rows: [OutOfSyncRow] = []
    for (section, count) in list.sectionCounts.enumerated() {
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        let shown = list.identityRows[list.sectionStarts[section] + item]
        let held = section < counts.count && item < counts[section] ? dataSourceIdentifier(at: indexPath) : nil
        if shown != held { rows.append(OutOfSyncRow(indexPath: indexPath, shown: shown, held: held)) }
      }
    }
    return rows
  }
}
