import Benchmark
import Foundation
import RIBTreeRendering
import RIBs

// What `ribs tree` does with a snapshot of 1,000,000 RIBs: read the JSON, then render it. The
// tree is 1,000 children of a root, each with up to 999 children of their own, as in a large app;
// and a chain of 1,000,000, the deepest case. Target: under 5 s per format (issue #16).

/// The JSON of a snapshot: a root with `width` children of `width - 1` children each (1,000,000
/// RIBs for 1,000), or a chain of `depth`.
func snapshotJSON(width: Int = 0, depth: Int = 0) -> Data {
  func open(_ name: String, _ index: Int) -> String {
    "{\"name\":\"\(name)\",\"isActive\":\(index % 2 == 0),\"hasView\":true,\"children\":["
  }
  var json = ""
  if depth > 0 {
    for level in 0..<depth { json += open("R\(level)", level) }
    json += String(repeating: "]}", count: depth)
  } else {
    json += open("Root", 0)
    for child in 0..<width {
      if child > 0 { json += "," }
      json += open("Child\(child)", child)
      for leaf in 0..<(child < width - 1 ? width - 1 : 0) {
        if leaf > 0 { json += "," }
        json += open("Leaf\(child).\(leaf)", leaf) + "]}"
      }
      json += "]}"
    }
    json += "]}"
  }
  return Data(json.utf8)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(20), maxIterations: 3)

  let wide = snapshotJSON(width: 1_000)
  let deep = snapshotJSON(depth: 1_000_000)
  for (shape, json) in [("wide", wide), ("deep", deep)] {
    Benchmark("ribs tree: read 1M RIBs (\(shape))") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(try RIBTreeSnapshot(jsonData: json))
      }
    }
    for format in RIBTreeRenderer.Format.allCases {
      Benchmark("ribs tree: read and render 1M RIBs as \(format.rawValue) (\(shape))") {
        benchmark in
        for _ in benchmark.scaledIterations {
          blackHole(RIBTreeRenderer.render(try RIBTreeSnapshot(jsonData: json), as: format))
        }
      }
    }
  }
}
