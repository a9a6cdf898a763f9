import Testing
@testable import LKShell

@Test func LKShellModuleLoads() {
  #expect(Bool(true))
}
