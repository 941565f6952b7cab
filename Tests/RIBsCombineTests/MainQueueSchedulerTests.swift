import Dispatch
import RIBsCombine
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// ModernRIBs code hops to the main queue with `receive(on: DispatchQueue.main)`; it compiles and
/// runs on Linux too, where RIBsCombine brings the queue's OpenCombine scheduler.
@MainActor
@Suite struct MainQueueSchedulerTests {
  @Test func valuesReceivedOnTheMainQueueArriveLaterInOrder() async {
    let subject = PassthroughSubject<Int, Never>()
    var subscription: AnyCancellable?
    var receivedBeforeTheHop: [Int] = []

    let received = await withCheckedContinuation { continuation in
      var values: [Int] = []
      subscription = subject.receive(on: DispatchQueue.main).sink { value in
        values.append(value)
        if values.count == 3 { continuation.resume(returning: values) }
      }
      subject.send(1)
      subject.send(2)
      subject.send(3)
      // Nothing arrives synchronously: each value waits for the main queue's next turn.
      receivedBeforeTheHop = values
    }

    #expect(receivedBeforeTheHop.isEmpty)
    #expect(received == [1, 2, 3])
    subscription?.cancel()
  }
}
