import Combine

// The app's own read-only stream, as the finance app of the seeds teaches every team that follows
// it to write: a parent keeps a CurrentValuePublisher and hands its children the read-only view.
// RIBsCombine declares both names too; `ribs migrate` keeps these in charge where they are used.

public class ReadOnlyCurrentValuePublisher<Element>: Publisher {
  public typealias Output = Element
  public typealias Failure = Never

  public var value: Element { currentValueRelay.value }

  fileprivate let currentValueRelay: CurrentValueSubject<Output, Never>

  fileprivate init(_ initialValue: Element) {
    currentValueRelay = CurrentValueSubject(initialValue)
  }

  public func receive<S>(subscriber: S)
  where S: Subscriber, Never == S.Failure, Element == S.Input {
    currentValueRelay.receive(subscriber: subscriber)
  }
}

public final class CurrentValuePublisher<Element>: ReadOnlyCurrentValuePublisher<Element> {
  public typealias Output = Element
  public typealias Failure = Never

  public override init(_ initialValue: Element) {
    super.init(initialValue)
  }

  public func send(_ value: Element) {
    currentValueRelay.send(value)
  }
}
