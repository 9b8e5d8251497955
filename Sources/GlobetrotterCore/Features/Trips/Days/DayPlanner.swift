/// Walks the trip day by day: nights at the stops, then the legs, each day's
/// driving up to the daily limit; what does not fit goes on the next day.
struct DayPlanner {
    private let input: ItineraryInput
    private let limit: Double
    /// Where each night is spent, by day: `nights[d]` ends day `d`.
    private var nights: [Whereabouts] = []
    /// What is driven, with the day it is driven on.
    private var drives: [(day: Int, drive: DriveOnDay)] = []
    private(set) var stays: [StopStay] = []
    /// The day being planned, and the seconds already driven on it.
    private var day = 0
    private var driven: Double = 0

    /// Less than a second left of a leg or a day counts as nothing (rounding).
    private static let slack: Double = 1

    init(_ input: ItineraryInput) {
        self.input = input
        let limit = input.dailyDrivingLimit
        self.limit = limit.isFinite && limit > 0 ? min(limit, 24 * 3_600) : ItineraryInput.defaultDailyDrivingLimit
    }

    mutating func plan() {
        stays.reserveCapacity(input.stops.count)
        for (index, stop) in input.stops.enumerated() {
            let arrival = day
            let isLast = index == input.stops.count - 1
            let leg = isLast ? nil : self.leg(index)
            for _ in 0..<max(0, stop.nights) { sleep(at: .stop(index)) }
            // Passed through after a full day's driving: the night is spent there.
            if let leg, leg.duration >= Self.slack, driven >= limit - Self.slack { sleep(at: .stop(index)) }
            stays.append(StopStay(arrivalDay: arrival, departureDay: day))
            if let leg { drive(leg, index: index) }
        }
        guard let start = input.startDate else { return }
        for index in stays.indices {
            stays[index].arrival = start.adding(days: stays[index].arrivalDay)
            stays[index].departure = start.adding(days: stays[index].departureDay)
        }
    }

    /// One row per day, from the first stop's first morning to the last stop's departure.
    func days() -> [ItineraryDay] {
        guard !input.stops.isEmpty else { return [] }
        var days: [ItineraryDay] = []
        days.reserveCapacity(nights.count + 1)
        var next = drives.startIndex
        for index in 0...nights.count {
            var today: [DriveOnDay] = []
            while next < drives.endIndex, drives[next].day == index {
                today.append(drives[next].drive)
                next += 1
            }
            days.append(
                ItineraryDay(
                    index: index, date: input.startDate?.adding(days: index),
                    wakeUp: index == 0 ? .stop(0) : nights[index - 1], drives: today,
                    sleep: index < nights.count ? nights[index] : nil))
        }
        return days
    }

    private func leg(_ index: Int) -> ItineraryLeg {
        if input.legs.indices.contains(index) { return input.legs[index] }
        let from = input.stops[index].place.point
        let to = input.stops[index + 1].place.point
        let distance = GeoMath.distance(from: from, to: to)
        return ItineraryLeg(
            distance: distance, duration: input.travelMode.estimatedDuration(metres: distance), isApproximate: true)
    }

    private mutating func sleep(at place: Whereabouts) {
        nights.append(place)
        day += 1
        driven = 0
    }

    /// Drives the leg from today's driving on, a day's limit at a time.
    private mutating func drive(_ leg: ItineraryLeg, index: Int) {
        let total = leg.duration.isFinite ? max(0, leg.duration) : 0
        var left = total
        var started = false
        repeat {
            if driven >= limit - Self.slack, left >= Self.slack { sleep(at: .onTheRoad(leg: index)) }
            let part = left < Self.slack ? left : min(left, limit - driven)
            left -= part
            driven += part
            let share = total > 0 ? part / total : 1
            let drive = DriveOnDay(
                leg: index, distance: leg.distance * share, duration: part, isApproximate: leg.isApproximate,
                continues: started, goesOn: left >= Self.slack)
            drives.append((day: day, drive: drive))
            started = true
        } while left >= Self.slack
    }
}
