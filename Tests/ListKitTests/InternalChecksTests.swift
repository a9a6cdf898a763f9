// The internal checks (LISTKIT_INTERNAL_CHECKS) are on exactly when the build's environment asks for them, as
// `scripts/test` does: its test runs check every snapshot mutation, an app's debug build does not.

import Foundation
import Testing

@testable import ListKit

@Suite struct InternalChecksTests {
  @Test func theChecksAreOnExactlyWhenTheEnvironmentAsksForThem() {
    // `swift test` builds and runs with the same environment; scripts/test exports LISTKIT_INTERNAL_CHECKS=1.
    let asked = ProcessInfo.processInfo.environment["LISTKIT_INTERNAL_CHECKS"].map { $0 != "" && $0 != "0" } ?? false
    #expect(_listKitInternalChecks == asked)
  }
}
