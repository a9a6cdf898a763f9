import Testing

@testable import ListKit

@Test func ListKitModuleLoads() {
  #expect(Bool(true))
}
