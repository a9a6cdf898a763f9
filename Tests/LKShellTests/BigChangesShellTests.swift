// The shell's `set reload-threshold N|off` and `set recover on|off` (docs/language.md §2, semantics.md §3.9): the
// apply lines that say a reloadData replaced a batch and why, the JSON `fallback` field, `inject-bug
// counts-from-model` (R16 by default, recovered with `set recover on`) on both views, and bad values refused.
import Foundation
import ListKit
import Testing

@testable import LKShell

@MainActor
@Suite("Big changes and failed batches in the shell")
struct BigChangesShellTests {
  /// A shell with one section of `count` rows applied.
  func rows(_ count: Int, view: ViewKind = .collection, format: Shell.Format = .text) -> ShellHarness {
    let h = ShellHarness(format: format, view: view)
    h.run("append-sections main", "append-items r{1..\(count)}", "apply")
    return h
  }

  @Test("set reload-threshold: a batch of more changes is a reloadData that says so; off restores batches")
  func threshold() {
    for view in ViewKind.allCases {
      let h = rows(6, view: view)
      #expect(h.run("set reload-threshold 2") == .ok)
      #expect(h.shell.session.settings.reloadThreshold == 2)
      let within = h.printed { h.run("delete-items r1 r2", "apply") }
      #expect(within.hasPrefix("apply: 2 \(view.element)s deleted"), "\(within)")
      let over = h.printed { h.run("delete-items r3 r4 r5", "apply") }
      #expect(
        over.hasPrefix("reloadData instead of a batch of 3 changes (threshold 2): 1 section, 1 \(view.element)"),
        "\(over)")
      #expect(h.shell.session.applied.itemIdentifiers.map(\.displayKey) == ["r6"])
      #expect(h.run("set reload-threshold off") == .ok)
      #expect(h.shell.session.settings.reloadThreshold == nil)
      #expect(h.printed { h.run("append-items a b c d", "apply") }.hasPrefix("apply: 4 \(view.element)s inserted"))
    }
  }

  @Test("Bad values of the two settings are refused and change nothing")
  func badValues() {
    let h = rows(2)
    for line in ["set reload-threshold", "set reload-threshold -1", "set reload-threshold many", "set recover maybe"] {
      let text = h.printed { #expect(h.run(line) == .failed, "\(line)") }
      #expect(text.contains("error"), "\(line): \(text)")
    }
    #expect(h.shell.session.settings.reloadThreshold == nil && !h.shell.session.settings.recover)
    #expect(h.printed { h.run("set reload-threshold x") }.contains("a whole number ≥ 0, or off"))
    let settings = h.printed { h.run("show settings") }
    #expect(settings.contains("reload-threshold  off"))
    #expect(settings.contains("recover           off"))
  }

  @Test("counts-from-model: R16 without recovery (nothing changes); with set recover on, a recovered reloadData")
  func recovery() {
    for view in ViewKind.allCases {
      let h = rows(3, view: view)
      h.run("inject-bug counts-from-model", "delete-items r2")
      let before = h.shell.session.applied
      let failed = h.printed { #expect(h.run("apply") == .failed) }
      #expect(failed.contains("Invalid batch updates detected"), "\(failed)")
      #expect(h.shell.session.applied == before)
      #expect(h.run("set recover on") == .ok)
      let recovered = h.printed { #expect(h.run("apply") == .ok) }
      #expect(
        recovered.hasPrefix("the batch was rejected (R16): recovered with reloadData: 1 section, 2 \(view.element)s"),
        "\(recovered)")
      #expect(recovered.contains("  the rejected batch: 1 \(view.element) deleted"))
      #expect(recovered.contains("  Fix: "))
      #expect(h.shell.session.applied.itemIdentifiers.map(\.displayKey) == ["r1", "r3"])
      #expect(h.shell.session.view.numberOfRows == 2)
    }
  }

  @Test("counts-from-model needs a diffable data source")
  func classicRefuses() {
    let h = rows(2)
    h.run("data-source classic")
    let text = h.printed { #expect(h.run("inject-bug counts-from-model") == .failed) }
    #expect(text.contains("diffable"), "\(text)")
  }

  @Test("JSON: the apply event carries the fallback (threshold, recovery) and settings list the two values")
  func json() throws {
    let h = rows(4, format: .json)
    h.run("set reload-threshold 1")
    let threshold = try h.events { h.run("delete-items r1 r2", "apply") }
    let event = try #require(threshold.first { $0["event"] as? String == "apply" })
    #expect(event["mode"] as? String == "reload-data")
    let fallback = try #require(event["fallback"] as? [String: Any])
    #expect(fallback["reason"] as? String == "reload-threshold")
    #expect(fallback["threshold"] as? Int == 1)
    #expect(fallback["changes"] as? Int == 2)

    h.run("set reload-threshold off", "set recover on", "inject-bug counts-from-model", "delete-items r3")
    let recovered = try h.events { h.run("apply") }
    let apply = try #require(recovered.first { $0["event"] as? String == "apply" })
    let reason = try #require(apply["fallback"] as? [String: Any])
    #expect(reason["reason"] as? String == "recovered")
    #expect(reason["rule"] as? String == "R16")
    #expect((reason["message"] as? String)?.hasPrefix("Invalid batch updates detected") == true)
    #expect((reason["explanation"] as? [String])?.isEmpty == false)

    let settings = try h.events { h.run("show settings") }
    let values = try #require(settings.first?["settings"] as? [String: Any])
    #expect(values["reload-threshold"] is NSNull)
    #expect(values["recover"] as? Bool == true)
  }
}
