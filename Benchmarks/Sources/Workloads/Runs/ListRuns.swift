// A list configuration's updates at 100k items, on the main actor as in an app: the full-array update (a snapshot
// built from the array, its content compared with the shown items, diffed and applied) and the O(change) edit (the
// shown snapshot derived, a page appended, applied without a content comparison). The configuration's queue is left
// out: it is a task hop, and these run synchronously.

import ListKit
import Lists

/// An `Identifiable`, `ContentEquatable` row, as an app's view model is: identity by `id`, content by `title`.
public struct TitledRow: CellViewModel, Identifiable, ContentEquatable {
  public typealias Cell = HeadlessCell
  public let id: Int
  public let title: String
  public init(id: Int) {
    self.id = id
    self.title = "row " + String(id)
  }
  @MainActor public func configure(_ cell: HeadlessCell) { cell.text = title }
  public func isContentEqual(to other: TitledRow) -> Bool { title == other.title }
}

enum ListRuns {
  static func all() -> [WorkloadRun] { [setItems(), updateItems()] }

  static let size = 100_000

  /// A list data source over a 20-row collection view showing `items`.
  @MainActor
  static func showing(_ items: [TitledRow]) -> ListDataSource<Int, TitledRow> {
    let dataSource = ListDataSource<Int, TitledRow>(collectionView: HeadlessCollectionView(viewportHeight: 20))
    do { try dataSource.applier.tryApplyUsingReloadData(snapshot(of: items)) } catch {
      preconditionFailure("list runs setup: \(error)")
    }
    return dataSource
  }

  static func snapshot(of items: [TitledRow]) -> DiffableDataSourceSnapshot<Int, TitledRow> {
    var snapshot = DiffableDataSourceSnapshot<Int, TitledRow>()
    snapshot.appendSections([0])
    snapshot.appendItems(items, toSection: 0)
    return snapshot
  }

  /// Each iteration shows 100,000 + 100 items where 100,000 are shown (timed), then shows the 100,000 again (untimed).
  static func setItems() -> WorkloadRun {
    let fixture = Fixture<(dataSource: ListDataSource<Int, TitledRow>, base: [TitledRow], more: [TitledRow])>()
    return WorkloadRun(
      "list-setitems-100k-plus100", budget: .iterations(200, seconds: 10),
      setUp: {
        let base = (0..<size).map(TitledRow.init)
        let more = base + (size..<(size + 100)).map(TitledRow.init)
        onMainActor { fixture.value = (showing(base), base, more) }
        return nil
      },
      baseline: {
        onMainActor {
          let (dataSource, _, more) = fixture.value
          consume(SectionedDiff.batchUpdate(from: dataSource.snapshot(), to: snapshot(of: more)))
        }
      },
      iteration: { stopwatch in
        let stopwatch = SendableStopwatch(stopwatch: stopwatch)
        onMainActor {
          let (dataSource, base, more) = fixture.value
          stopwatch.measure {
            do { consume(try dataSource.applier.tryApply(snapshot(of: more))) } catch {
              preconditionFailure("list-setitems-100k-plus100: \(error)")
            }
          }
          do { try dataSource.applier.tryApply(snapshot(of: base)) } catch {
            preconditionFailure("list-setitems-100k-plus100 reset: \(error)")
          }
        }
      })
  }

  /// Each iteration appends 100 new items to the 100,000 shown (timed), then deletes them again (untimed).
  static func updateItems() -> WorkloadRun {
    let fixture = Fixture<(dataSource: ListDataSource<Int, TitledRow>, page: [TitledRow])>()
    return WorkloadRun(
      "list-updateitems-100k-append100", budget: .iterations(2_000, seconds: 5),
      setUp: {
        let base = (0..<size).map(TitledRow.init)
        let page = (size..<(size + 100)).map(TitledRow.init)
        onMainActor { fixture.value = (showing(base), page) }
        return nil
      },
      iteration: { stopwatch in
        let stopwatch = SendableStopwatch(stopwatch: stopwatch)
        onMainActor {
          let (dataSource, page) = fixture.value
          stopwatch.measure {
            var snapshot = dataSource.snapshot()
            snapshot.appendItems(page, toSection: 0)
            do {
              consume(try dataSource.applier.tryApply(snapshot, animatingDifferences: true, comparingContent: false))
            } catch {
              preconditionFailure("list-updateitems-100k-append100: \(error)")
            }
          }
          var shown = dataSource.snapshot()
          shown.deleteItems(page)
          do { try dataSource.applier.tryApply(shown, animatingDifferences: true, comparingContent: false) } catch {
            preconditionFailure("list-updateitems-100k-append100 reset: \(error)")
          }
        }
      })
  }
}
