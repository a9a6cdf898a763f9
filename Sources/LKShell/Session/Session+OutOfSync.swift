// What a classic view shows against what the model holds (docs/language.md §8): the rows and sections out of sync
// after an accepted batch, the sections a valid batch leaves, and the batch that would bring the view in sync.

import ListKit
import Lists

extension Session {
  /// The batch that turns the rows the view shows into `model`: the structural diff of the view's own rows (every
  /// row, a repeated one included: a view out of sync can show one item twice) to the model's. UIKit accepts it
  /// (its counts are the view's), and afterwards every row shows what the model holds there.
  func updateBringingViewInSync(with model: Snapshot) -> BatchUpdate {
    /// A row (or section) of the view: its item and which occurrence of it this is, so that repeats stay distinct.
    struct Occurrence<Value: Hashable & Sendable>: Hashable, Sendable {
      var value: Value?
      var index: Int
    }
    func counted<Value: Hashable>(_ values: [Value?]) -> [Occurrence<Value>] {
      var seen: [Value?: Int] = [:]
      return values.map { value in
        defer { seen[value, default: 0] += 1 }
        return Occurrence(value: value, index: seen[value] ?? 0)
      }
    }
    let rows = view.rowIdentities.map { $0.map { $0?.base as? AnyItem } }
    let shownSections = classicDataSource?.shownSections ?? applied.sectionIdentifiers
    var old = DiffableDataSourceSnapshot<Occurrence<String>, Occurrence<AnyItem>>()
    // A row's identity is unique across the view: count occurrences over all sections.
    var rowKeys = counted(rows.flatMap { $0 }).makeIterator()
    for (index, section) in counted(shownSections.map(Optional.some)).enumerated() {
      old.appendSections([section])
      let count = index < rows.count ? rows[index].count : 0
      let keys = (0..<count).compactMap { _ in rowKeys.next() }
      if !keys.isEmpty { old.appendItems(keys, toSection: section) }
    }
    var new = DiffableDataSourceSnapshot<Occurrence<String>, Occurrence<AnyItem>>()
    for section in model.sectionIdentifiers {
      let key = Occurrence(value: section, index: 0)
      new.appendSections([key])
      let items = model.itemIdentifiers(inSection: section).map { Occurrence(value: $0, index: 0) }
      if !items.isEmpty { new.appendItems(items, toSection: key) }
    }
    return SectionedDiff.batchUpdate(from: old, to: new)
  }

  /// The rows (and sections) the classic view shows that differ from what the model holds there.
  func outOfSyncReport() -> OutOfSyncReport {
    let model = working
    var report = OutOfSyncReport(sections: [], rows: [], view: view.kind)
    for (index, section) in (classicDataSource?.shownSections ?? []).enumerated()
    where model.sectionIdentifier(at: index) != section {
      report.sections.append(.init(index: index, shown: section, model: model.sectionIdentifier(at: index)))
    }
    report.rows = view.outOfSyncRows.map { row in
      OutOfSyncReport.Row(
        indexPath: row.indexPath, shown: row.shown?.base as? AnyItem, model: row.held?.base as? AnyItem)
    }
    return report
  }
}
