// The data-source workloads: a whole apply (diff, UIKit-rule validation, headless view update, cells for the
// viewport) and a user expanding an outline parent, both on the main actor as in an app.

import ListKit

/// A headless collection view and the data source that drives it, with one registered cell class.
@MainActor
final class Screen {
  let view = HeadlessCollectionView(viewportHeight: 20)
  let dataSource: CollectionViewDiffableDataSource<String, Int>

  init() {
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    dataSource = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.text = String(item)
      return cell
    }
  }
}

#if ENGINE_HAS_TABLE_VIEW
  /// A headless table view and its diffable data source, with one registered cell class (the table twin of `Screen`).
  @MainActor
  final class TableScreen {
    let view = HeadlessTableView(viewportHeight: 20)
    let dataSource: TableViewDiffableDataSource<String, Int>

    init() {
      view.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
      dataSource = TableViewDiffableDataSource(tableView: view) { view, indexPath, item in
        let cell = view.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.text = String(item)
        return cell
      }
    }
  }
#endif

enum DataSourceRuns {
  static func all() -> [WorkloadRun] {
    #if ENGINE_HAS_TABLE_VIEW
      [apply(), outlineExpand(), applyToTable()]
    #else
      [apply(), outlineExpand()]
    #endif
  }

  /// The data source shows `0..<10000`; one iteration applies `5000..<15000` (timed), then resets the view to the
  /// old snapshot with `applySnapshotUsingReloadData` (untimed).
  static func apply() -> WorkloadRun {
    let fixture = Fixture<(screen: Screen, inputs: DiffInputs<Int>)>()
    return WorkloadRun(
      "apply-10k-half", budget: .iterations(3_000, seconds: 5),
      setUp: {
        let inputs = DiffInputs(Inputs.halfOverlap(10_000))
        onMainActor {
          let screen = Screen()
          try! screen.dataSource.tryApplySnapshotUsingReloadData(inputs.old)
          fixture.value = (screen, inputs)
        }
        return nil
      },
      baseline: {
        let inputs = fixture.value.inputs
        consume(SectionedDiff.batchUpdate(from: inputs.old, to: inputs.new))
      },
      iteration: { stopwatch in
        let stopwatch = SendableStopwatch(stopwatch: stopwatch)
        onMainActor {
          let (screen, inputs) = fixture.value
          stopwatch.measure {
            do { consume(try screen.dataSource.tryApply(inputs.new)) } catch {
              preconditionFailure("apply-10k-half: \(error)")
            }
          }
          do { try screen.dataSource.tryApplySnapshotUsingReloadData(inputs.old) } catch {
            preconditionFailure("apply-10k-half reset: \(error)")
          }
        }
      })
  }

  /// Section "main" holds a collapsed parent (-1) with 10,000 children; one iteration expands it the way a user's
  /// tap does (timed: handlers, section snapshot, diff, apply), then collapses it again (untimed).
  static func outlineExpand() -> WorkloadRun {
    let fixture = Fixture<Screen>()
    return WorkloadRun(
      "outline-expand-10k", budget: .iterations(2_000, seconds: 5),
      setUp: {
        onMainActor {
          let screen = Screen()
          var tree = DiffableDataSourceSectionSnapshot<Int>()
          tree.append([-1])
          tree.append(Array(0..<10_000), to: -1)
          do {
            try screen.dataSource.tryApply(tree, to: "main")
            // One expand/collapse round trip, to fail here (not in the timing) if expanding does nothing.
            guard try screen.dataSource.tryUserExpand(-1) != nil, screen.view.numberOfRows == 10_001 else {
              preconditionFailure("outline-expand-10k setup: expanding the parent did not show its children")
            }
            try screen.dataSource.tryUserCollapse(-1)
          } catch {
            preconditionFailure("outline-expand-10k setup: \(error)")
          }
          fixture.value = screen
        }
        return nil
      },
      iteration: { stopwatch in
        let stopwatch = SendableStopwatch(stopwatch: stopwatch)
        onMainActor {
          let screen = fixture.value
          stopwatch.measure {
            do { consume(try screen.dataSource.tryUserExpand(-1)) } catch {
              preconditionFailure("outline-expand-10k: \(error)")
            }
          }
          do { try screen.dataSource.tryUserCollapse(-1) } catch {
            preconditionFailure("outline-expand-10k collapse: \(error)")
          }
        }
      })
  }

  #if ENGINE_HAS_TABLE_VIEW
    /// The table shows `0..<10000`; each iteration applies the other of diff-10k-half's two snapshots (old → new,
    /// new → old: both half-overlap diffs), and the baseline does the same through the collection view's data source.
    static func applyToTable() -> WorkloadRun {
      let fixture = Fixture<
        (
          table: Alternating<TableScreen, IntSnapshot>,
          collection: Alternating<Screen, IntSnapshot>
        )
      >()
      return WorkloadRun(
        "apply-10k-table", budget: .iterations(3_000, seconds: 5),
        setUp: {
          let inputs = DiffInputs(Inputs.halfOverlap(10_000))
          onMainActor {
            let table = TableScreen()
            let collection = Screen()
            do {
              try table.dataSource.tryApply(inputs.old)
              try collection.dataSource.tryApply(inputs.old)
            } catch {
              preconditionFailure("apply-10k-table setup: \(error)")
            }
            fixture.value = (
              Alternating(table, [inputs.old, inputs.new]), Alternating(collection, [inputs.old, inputs.new])
            )
          }
          return nil
        },
        baseline: {
          onMainActor {
            let collection = fixture.value.collection
            do { consume(try collection.dataSource.dataSource.tryApply(collection.take())) } catch {
              preconditionFailure("apply-10k-table baseline: \(error)")
            }
          }
        },
        iteration: { stopwatch in
          let stopwatch = SendableStopwatch(stopwatch: stopwatch)
          onMainActor {
            let table = fixture.value.table
            let snapshot = table.take()
            stopwatch.measure {
              do { consume(try table.dataSource.dataSource.tryApply(snapshot)) } catch {
                preconditionFailure("apply-10k-table: \(error)")
              }
            }
          }
        })
    }
  #endif
}
