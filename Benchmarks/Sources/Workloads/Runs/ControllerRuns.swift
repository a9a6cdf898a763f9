// The cost of cell controllers: one apply of a 10k half-overlap diff through CellControllerDataSource (controlled
// items: controllers for the viewport's items, view-model delivery, release of removed items' controllers), with the
// same apply through MixedListDataSource (plain items, no controllers) as its same-process baseline.

import ListKit
import Lists

#if !ENGINE_NAMES_CELL_CONTROLLER
  // An engine from before Lists' controllers were renamed.
  public typealias CellController = ListCellController
  public typealias ControlledCellViewModel = ListViewModel
#endif

/// A controlled row: its cell is configured by `RowController`.
public struct ControlledRow: ControlledCellViewModel {
  public typealias Controller = RowController
  public let id: Int
  public init(id: Int) { self.id = id }
}

/// A view state with one flag, as a checkbox would have.
public struct RowState: ListViewState {
  public var isTicked = false
  public init() {}
}

/// Configures a `ControlledRow`'s cell from the view model and the view state.
public final class RowController: CellController<ControlledRow, RowState, HeadlessCell> {
  public override func configure(_ cell: HeadlessCell) {
    cell.text = (viewState.isTicked ? "[x] row " : "[ ] row ") + String(viewModel.id)
  }
}

/// A plain row of the same shape (its cell configured by the view model itself).
public struct PlainRow: CellViewModel {
  public typealias Cell = HeadlessCell
  public let id: Int
  public init(id: Int) { self.id = id }
  @MainActor public func configure(_ cell: HeadlessCell) { cell.text = "[ ] row " + String(id) }
}

/// Each call applies the other of two snapshots (old → new, new → old), so every timed apply is a half-overlap diff.
@MainActor
final class Alternating<DataSource, Snapshot> {
  let dataSource: DataSource
  let snapshots: [Snapshot]
  var next = 1
  init(_ dataSource: DataSource, _ snapshots: [Snapshot]) {
    self.dataSource = dataSource
    self.snapshots = snapshots
  }
  func take() -> Snapshot {
    defer { next = 1 - next }
    return snapshots[next]
  }
}

enum ControllerRuns {
  static func all() -> [WorkloadRun] { [applyWithControllers()] }

  static func applyWithControllers() -> WorkloadRun {
    typealias Snapshot = DiffableDataSourceSnapshot<String, AnyItem>
    let fixture = Fixture<
      (
        controlled: Alternating<CellControllerDataSource<String>, Snapshot>,
        plain: Alternating<MixedListDataSource<String>, Snapshot>
      )
    >()
    return WorkloadRun(
      "apply-10k-controllers", budget: .iterations(2_000, seconds: 5),
      setUp: {
        let (old, new) = Inputs.halfOverlap(10_000)
        let controlled = [old, new].map { Inputs.oneSection($0.map { AnyItem(ControlledRow(id: $0)) }) }
        let plain = [old, new].map { Inputs.oneSection($0.map { AnyItem(PlainRow(id: $0)) }) }
        onMainActor {
          let withControllers = CellControllerDataSource<String>(
            collectionView: HeadlessCollectionView(viewportHeight: 20))
          let without = MixedListDataSource<String>(collectionView: HeadlessCollectionView(viewportHeight: 20))
          do {
            try withControllers.tryApply(controlled[0])
            try without.applier.tryApply(plain[0])
          } catch {
            preconditionFailure("apply-10k-controllers setup: \(error)")
          }
          fixture.value = (Alternating(withControllers, controlled), Alternating(without, plain))
        }
        return nil
      },
      baseline: {
        onMainActor {
          let plain = fixture.value.plain
          do { consume(try plain.dataSource.applier.tryApply(plain.take())) } catch {
            preconditionFailure("apply-10k-controllers baseline: \(error)")
          }
        }
      },
      iteration: { stopwatch in
        let stopwatch = SendableStopwatch(stopwatch: stopwatch)
        onMainActor {
          let controlled = fixture.value.controlled
          let snapshot = controlled.take()
          stopwatch.measure {
            do { consume(try controlled.dataSource.tryApply(snapshot)) } catch {
              preconditionFailure("apply-10k-controllers: \(error)")
            }
          }
        }
      })
  }
}
