// Random hand-written batches through the shell (docs/language.md §8): model edits and view calls in random order,
// valid and invalid. A rejected commit leaves every state as it was before `batch`, a failed single call as it was
// before the call, `cancel` as before `batch`; an accepted batch leaves the view with the model's counts, and its out-of-
// sync report empty exactly when every row shows the model's item; `reload-data` always brings the two together.
import ListKit
import ListKitTestSupport
import Lists
import Testing

@testable import LKShell

@MainActor
@Suite struct LabRandomTests {
  nonisolated static let seeds: [UInt64] = Array(1...16)
  static let stepsPerSeed = 60

  @Test(arguments: seeds)
  func randomBatches(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let h = ShellHarness(keepGoing: true)
    h.run("data-source classic")
    var nextID = 0
    func newItem() -> String {
      nextID += 1
      return "i\(nextID)"
    }
    let sectionCount = Int.random(in: 1...3, using: &random)
    for section in 0..<sectionCount {
      h.run("append-sections s\(section)")
      let items = (0..<Int.random(in: 0...4, using: &random)).map { _ in newItem() }
      if !items.isEmpty { h.run("append-items \(items.joined(separator: " ")) to s\(section)") }
    }
    h.run("reload-data")
    var accepted = 0
    var rejected = 0
    for _ in 0..<Self.stepsPerSeed {
      let session = h.shell.session
      let before = session.fingerprint
      let model = session.working
      var lines: [String] = []
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        if let edit = Self.randomEdit(model: model, newItem: newItem, using: &random) { lines.append(edit) }
      }
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        lines.insert(
          Self.randomCall(view: session.view, using: &random), at: Int.random(in: 0...lines.count, using: &random))
      }
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        h.run("batch")
        for line in lines { h.run(line) }
        h.run("cancel")
        #expect(session.fingerprint == before, "cancel changed the state: \(lines)")
      case 1:
        let call = Self.randomCall(view: session.view, using: &random)
        if h.run(call) == .failed {
          #expect(session.fingerprint == before, "a failed \(call) changed the state")
        }
      default:
        h.run("batch")
        for line in lines { h.run(line) }
        if h.run("commit") == .failed {
          rejected += 1
          #expect(session.fingerprint == before, "a rejected batch changed the state: \(lines)")
          #expect(h.shell.prompt == "lks> ")
        } else {
          accepted += 1
          let counts = session.view.rowIdentities.map(\.count)
          let modelCounts = session.working.sectionIdentifiers.map { session.working.numberOfItems(inSection: $0) }
          #expect(counts == modelCounts, "an accepted batch left other counts than the model's: \(lines)")
          let rowsMatch = session.view.rowIdentities.enumerated().allSatisfy { section, rows in
            rows.enumerated().allSatisfy { item, identity in
              (identity?.base as? AnyItem)
                == session.working.itemIdentifier(at: IndexPath(item: item, section: section))
            }
          }
          #expect(session.outOfSyncReport().rows.isEmpty == rowsMatch, "\(lines)")
        }
      }
      if Int.random(in: 0..<4, using: &random) == 0 {
        h.run("reload-data")
        #expect(session.outOfSyncReport().isEmpty)
        #expect(session.applied == session.working)
      }
    }
    // Both verdicts occur in every seed's mix of calls and edits.
    #expect(accepted > 0 && rejected > 0, "accepted \(accepted), rejected \(rejected)")
  }

  /// A model edit as typed, on the model's current content.
  static func randomEdit(
    model: Session.Snapshot, newItem: () -> String, using random: inout SplitMix64
  ) -> String? {
    let items = model.itemIdentifiers.map(\.displayKey)
    let sections = model.sectionIdentifiers
    switch Int.random(in: 0..<5, using: &random) {
    case 0: return items.randomElement(using: &random).map { "delete-items \($0)" }
    case 1:
      guard let section = sections.randomElement(using: &random) else { return nil }
      return "append-items \(newItem()) to \(section)"
    case 2:
      guard items.count >= 2 else { return nil }
      let item = items.randomElement(using: &random)!
      let other = items.filter { $0 != item }.randomElement(using: &random)!
      return "move-item \(item) before \(other)"
    case 3: return "append-sections x\(newItem())"
    default: return sections.randomElement(using: &random).map { "delete-sections \($0)" }
    }
  }

  /// A view call with index paths near (and past) what the view shows.
  static func randomCall(view: ShellView, using random: inout SplitMix64) -> String {
    let counts = view.rowIdentities.map(\.count)
    func path() -> String {
      let section = Int.random(in: 0...counts.count, using: &random)
      let bound = section < counts.count ? counts[section] : 1
      return "\(section).\(Int.random(in: 0...bound, using: &random))"
    }
    func section() -> Int { Int.random(in: 0...counts.count, using: &random) }
    switch Int.random(in: 0..<8, using: &random) {
    case 0, 1: return "delete-items-at \(path())"
    case 2, 3: return "insert-items-at \(path())"
    case 4: return "reload-items-at \(path())"
    case 5: return "move-item-at \(path()) \(path())"
    case 6: return "delete-sections-at \(section())"
    default: return "insert-sections-at \(section())"
    }
  }
}
