// `inject-bug` (docs/language.md §8): a cell provider that makes one of the mistakes of docs/semantics.md §10, on
// whichever data source is installed, and the error that names the injected mistake at the row the view asked for.
// The views are failure-atomic: a failure leaves them as they were, so only the error is the lab's.

import ListKit
import Lists

/// A data source whose cell provider can be made to misbehave (`inject-bug`).
@MainActor
protocol MistakenCellProvider: AnyObject {
  var cellProviderLab: CellProviderLab { get }
}

extension MistakenCellProvider {
  /// With `inject-bug counts-from-model`: the app's model (the session's working snapshot), which the data source's
  /// subclass answers the view's counts from; nil otherwise.
  func countingModel(_ session: Session?) -> Session.Snapshot? {
    cellProviderLab.bug == .countsFromModel ? session?.working : nil
  }
}

/// The mistake the app's cell provider makes now (`inject-bug`).
@MainActor
final class CellProviderLab {
  var bug: InjectedBug?

  /// The cell the provider returns for `item` in a collection view: the correct one, or the injected mistake's.
  func cell(
    for item: AnyItem, at indexPath: IndexPath, in view: HeadlessCollectionView, correct: () -> HeadlessCell?
  ) -> HeadlessCell? {
    guard let mistake = mistake(for: item) else { return correct() }
    return view.cell(making: mistake, at: indexPath, correctCell: correct)
  }

  /// The cell the provider returns for `item` in a table view. A table has no cell registrations, so only nil, an
  /// unregistered identifier and a cell made without dequeuing apply (`inject-bug` refuses the others for a table);
  /// the table accepts the last, as UIKit's does.
  func cell(
    for item: AnyItem, at indexPath: IndexPath, in view: HeadlessTableView, correct: () -> HeadlessTableViewCell?
  ) -> HeadlessTableViewCell? {
    switch mistake(for: item) {
    case .nilCell: return nil
    case .cellNotDequeued: return HeadlessTableViewCell()
    case .unregisteredReuseIdentifier:
      return try? view.tryDequeueReusableCell(
        withIdentifier: HeadlessCollectionView.unregisteredMistakeIdentifier, for: indexPath)
    default: return correct()
    }
  }

  private func mistake(for item: AnyItem) -> CellProviderMistake? {
    switch bug {
    case nil: nil
    case .nilCell(let reference): item.reference == reference ? .nilCell : nil
    case .unregistered(let type): item.shellTypeName == type ? .unregisteredReuseIdentifier : nil
    case .registrationInProvider: .registrationCreatedInProvider
    case .reconfigureOtherCell(let reference):
      item.reference == reference ? .differentRegistrationOnReconfigure : nil
    case .notDequeued(let reference): item.reference == reference ? .cellNotDequeued : nil
    case .countsFromModel, .deleteRowOnly: nil
    }
  }
}

extension Session {
  /// `inject-bug …`: from now on the cell provider makes this mistake (nil: behaves).
  func injectBug(_ bug: InjectedBug?) throws(ShellError) {
    if view.kind == .table, let bug, bug == .registrationInProvider || bug.isReconfigureOtherCell {
      throw .bugNeedsCollectionView(bug.name)
    }
    lab.bug = bug
    dataSource.cellProviderLab.bug = bug
    record(.bugInjected(bug, view: view.kind))
  }

  /// A cell-provider failure (an injected bug) of the view, met by the command being run.
  func cellFailure(_ failure: ViewFailure) -> ShellError {
    guard let bug = lab.bug else { return .rejectedBatch(rejection(failure, calls: [], implicit: true)) }
    return .cellProvider(
      CellProviderFailure(bug: bug, failure: failure, trigger: runningName, recoveryWasOn: settings.recover))
  }

  /// The cell-provider failure inside `error` (an injected bug met by the view), as the command's error, named after
  /// `trigger` (`Session.trigger(_:)` of the command); nil when `error` is no such failure.
  func cellProviderFailure(in error: ShellError, trigger: String) -> ShellError? {
    guard let bug = lab.bug else { return nil }
    if case .cellProvider(let found) = error {
      return .cellProvider(
        CellProviderFailure(bug: bug, failure: found.failure, trigger: trigger, recoveryWasOn: settings.recover))
    }
    guard let failure = error.viewFailure, failure.rule == nil else { return nil }
    return .cellProvider(
      CellProviderFailure(bug: bug, failure: failure, trigger: trigger, recoveryWasOn: settings.recover))
  }

  /// The command named as what met an injected bug ("as it was before apply"): one that asks the cell provider.
  static func trigger(_ command: SessionCommand) -> String {
    command.traits.contains(.asksCellProvider) ? command.name : "the command"
  }
}
