import RIBsCombine
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@MainActor
@Suite struct CurrentValuePublisherTests {
  @Test func everySubscriberReceivesTheCurrentValueFirstThenChanges() {
    let balance = CurrentValuePublisher<Double>(100)
    let readOnly: ReadOnlyCurrentValuePublisher<Double> = balance
    var received: [[Double]] = Array(repeating: [], count: 50)
    var cancellables: [AnyCancellable] = []
    for index in 0..<25 {
      cancellables.append(readOnly.sink { received[index].append($0) })
    }
    balance.send(150)
    for index in 25..<50 {
      cancellables.append(readOnly.sink { received[index].append($0) })
    }
    balance.send(200)

    #expect(received[0..<25].allSatisfy { $0 == [100, 150, 200] })
    #expect(received[25..<50].allSatisfy { $0 == [150, 200] })
    #expect(readOnly.value == 200)
  }

  @Test func cancelledSubscriberReceivesNothingMore() {
    let publisher = CurrentValuePublisher("a")
    var received: [String] = []
    let cancellable = publisher.sink { received.append($0) }

    cancellable.cancel()
    publisher.send("b")

    #expect(received == ["a"])
  }
}
