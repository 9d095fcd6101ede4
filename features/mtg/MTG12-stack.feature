Feature: MTG12 - The stack

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id        | card           | owner | zone        |
      | alib1     | Probe Forest   | A     | library     |
      | blib1     | Probe Forest   | B     | library     |
      | bear1     | Probe Bear     | A     | battlefield |
      | mountain2 | Probe Mountain | B     | battlefield |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"mana_pools": {"A": {"R": 1, "G": 1}}}
      """

  @rule:mtg:405.1 @rule:mtg:405.4
  Scenario: [1] A cast spell is put on the stack as the card itself, controlled by its caster
    # Any spell will do: a creature spell.
    Given the objects:
      | id    | card       | owner | zone |
      | bear2 | Probe Bear | A     | hand |
    When A casts bear2
    Then the events include, in order:
      | type       | id    | kind  | source | controller |
      | stack_push | bear2 | spell | bear2  | A          |
    And the stack is:
      | id    | kind  | source | controller |
      | bear2 | spell | bear2  | A          |
    And the objects are:
      | id    | zone  |
      | bear2 | stack |

  @rule:mtg:405.1 @rule:mtg:405.4
  Scenario: [2] An activated ability goes on the stack without a card; its source stays where it is
    Given the objects:
      | id        | card           | owner | zone        |
      | sorcerer1 | Probe Sorcerer | A     | battlefield |
    When A activates sorcerer1 targeting B
    Then the stack is:
      | kind      | source    | controller |
      | activated | sorcerer1 | A          |
    And the objects are:
      | id        | zone        | tapped |
      | sorcerer1 | battlefield | true   |

  @rule:mtg:405.2
  Scenario: [3] Each new object is put on top of the stack
    Given the objects:
      | id      | card         | owner | zone |
      | bolt1   | Probe Bolt   | A     | hand |
      | growth1 | Probe Growth | A     | hand |
    When A casts bolt1 targeting B
    And A casts growth1 targeting bear1
    Then the stack is:
      | id      | controller |
      | growth1 | A          |
      | bolt1   | A          |

  @rule:mtg:405.5
  Scenario: [4] When all players pass, only the top object of the stack resolves
    Given the objects:
      | id      | card         | owner | zone |
      | bolt1   | Probe Bolt   | A     | hand |
      | growth1 | Probe Growth | A     | hand |
    When A casts bolt1 targeting B
    And A casts growth1 targeting bear1
    And all players pass priority
    Then the events include, in order:
      | type     | id      |
      | resolved | growth1 |
    And these events did not happen:
      | type     | id    |
      | resolved | bolt1 |
    And the stack is:
      | id    |
      | bolt1 |
    And A has priority

  @rule:mtg:405.5 @rule:mtg:405.2
  Scenario: [5] The stack resolves last in, first out
    Given the objects:
      | id      | card         | owner | zone |
      | bolt1   | Probe Bolt   | A     | hand |
      | growth1 | Probe Growth | A     | hand |
      | bolt2   | Probe Bolt   | B     | hand |
    When A casts bolt1 targeting B
    And A passes priority
    And B activates mountain2
    And B casts bolt2 targeting bear1
    And B passes priority
    And A casts growth1 targeting bear1
    Then the stack is:
      | id      | controller |
      | growth1 | A          |
      | bolt2   | B          |
      | bolt1   | A          |
    When all players pass priority
    Then the stack is:
      | id    |
      | bolt2 |
      | bolt1 |
    When all players pass priority
    Then the stack is:
      | id    |
      | bolt1 |
    And the objects are:
      | id    | zone        | damage | toughness |
      | bear1 | battlefield | 3      | 5         |
    When all players pass priority
    Then the stack is empty
    And the state includes:
      | path           | value |
      | players.B.life | 17    |

  @rule:mtg:405.5
  Scenario: [6] A resolved instant leaves the stack for its owner's graveyard
    Given the objects:
      | id      | card         | owner | zone |
      | bolt1   | Probe Bolt   | A     | hand |
    When A casts bolt1 targeting B
    And all players pass priority
    Then the events include, in order:
      | type         | id    | object | from  | to        |
      | resolved     | bolt1 |        |       |           |
      | zone_changed |       | bolt1  | stack | graveyard |
    And the objects are:
      | id    | zone      |
      | bolt1 | graveyard |
    And the state includes:
      | path                | value     |
      | players.A.graveyard | ["bolt1"] |

  @rule:mtg:405.5 @rule:mtg:500.2
  Scenario: [7] With an empty stack, all players passing ends the phase
    When all players pass priority
    Then the turn is:
      | phase | combat              |
      | step  | beginning of combat |

  @rule:mtg:405.4
  Scenario: [8] A triggered ability on the stack is controlled by its source's controller
    Given the objects:
      | id        | card           | owner | zone        |
      | fountain2 | Probe Fountain | B     | battlefield |
    And the turn:
      | turn          | 4      |
      | active player | A      |
      | phase         | ending |
      | step          | end    |
      | priority      | A      |
    When players pass priority until upkeep of turn 5
    Then the stack is:
      | kind      | source    | controller |
      | triggered | fountain2 | B          |

  @rule:mtg:405.6d @rule:mtg:116.2a
  Scenario: [9] Playing a land does not use the stack
    Given the objects:
      | id      | card         | owner | zone |
      | forest1 | Probe Forest | A     | hand |
    When A plays the land forest1
    Then no stack_push event happened
    And the stack is empty
    And the objects are:
      | id      | zone        |
      | forest1 | battlefield |

  @rule:mtg:405.6e
  Scenario: [10] A turn-based action does not use the stack
    Given the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | A         |
    When all players pass priority
    Then the events include, in order:
      | type | player |
      | drew | A      |
    And no stack_push event happened

  @rule:mtg:405.6f
  Scenario: [11] A state-based action does not use the stack
    Given the objects:
      | id      | card         | owner | zone |
      | bolt1   | Probe Bolt   | A     | hand |
    When A casts bolt1 targeting bear1
    And all players pass priority
    Then the events include, in order:
      | type         | id    | object | to        |
      | resolved     | bolt1 |        |           |
      | zone_changed |       | bear1  | graveyard |
    And no stack_push event happened
    And the stack is empty

  @rule:mtg:405.6c @rule:mtg:117.3b
  Scenario: [12] A mana ability resolves at once, even while the stack is not empty
    Given the objects:
      | id      | card         | owner | zone |
      | bolt1   | Probe Bolt   | A     | hand |
    When A casts bolt1 targeting B
    And A passes priority
    And B activates mountain2
    Then the events include, in order:
      | type       | player | mana |
      | mana_added | B      | R    |
    And the stack is:
      | id    |
      | bolt1 |
    And B has priority

  @rule:mtg:405.5
  Scenario: [13] A resolved sorcery leaves the stack for its owner's graveyard
    # Probe Nectar: "You gain 4 life." Like an instant (scenario 6), a sorcery that resolves is put into its
    # owner's graveyard: it never becomes a permanent.
    Given the objects:
      | id      | card         | owner | zone |
      | nectar1 | Probe Nectar | A     | hand |
    And the setup also has:
      """
      {"mana_pools": {"A": {"W": 2}}}
      """
    When A casts nectar1
    And all players pass priority
    Then the events include, in order:
      | type     | id      |
      | resolved | nectar1 |
    And the objects are:
      | id      | zone      |
      | nectar1 | graveyard |
    And the state includes:
      | path                | value       |
      | players.A.graveyard | ["nectar1"] |
      | players.A.life      | 24          |

  @rule:mtg:405.5
  Scenario: [14] A spell whose only target is gone as it would resolve does not resolve: it goes to its owner's graveyard
    # 608.2b (outside the index): as the top spell would resolve, it checks its targets; with none of them
    # legal any more it does nothing and is put into its owner's graveyard. bolt2, cast on top of bolt1 at the
    # same creature, resolves first and bear2 dies; bolt1 then finds its only target gone.
    Given the objects:
      | id    | card       | owner | zone        |
      | bolt1 | Probe Bolt | A     | hand        |
      | bolt2 | Probe Bolt | A     | hand        |
      | bear2 | Probe Bear | B     | battlefield |
    And the setup also has:
      """
      {"mana_pools": {"A": {"R": 2}}}
      """
    When A casts bolt1 targeting bear2
    And A casts bolt2 targeting bear2
    And all players pass priority
    Then the objects are:
      | id    | zone      |
      | bear2 | graveyard |
      | bolt2 | graveyard |
    When all players pass priority
    Then the stack is empty
    And these events did not happen:
      | type     | id    |
      | resolved | bolt1 |
    And the objects are:
      | id    | zone      |
      | bolt1 | graveyard |
    And the state includes:
      | path                | value              |
      | players.A.graveyard | ["bolt1", "bolt2"] |

  @rule:mtg:405.5
  Scenario: [15] An ability whose only target is gone as it would resolve does not resolve
    # 608.2b (outside the index), the ability's side of [14]: the Sorcerer's ability waits under bolt1, which
    # destroys its target bear2 first; the ability then does nothing and leaves the stack.
    Given the objects:
      | id        | card           | owner | zone        |
      | sorcerer1 | Probe Sorcerer | A     | battlefield |
      | bolt1     | Probe Bolt     | A     | hand        |
      | bear2     | Probe Bear     | B     | battlefield |
    When A activates sorcerer1 targeting bear2
    And A casts bolt1 targeting bear2
    And all players pass priority
    Then the objects are:
      | id    | zone      |
      | bear2 | graveyard |
    When all players pass priority
    Then the stack is empty
    And these events did not happen:
      | type         | id          | source    |
      | resolved     | sorcerer1#1 |           |
      | damage_dealt |             | sorcerer1 |
    And A has priority

  @rule:mtg:405.5
  Scenario: [16] A "sacrifice this creature" trigger whose creature is already gone does nothing as it resolves
    # Probe Sparkball: "At the beginning of the end step, sacrifice this creature." In response to that trigger
    # A destroys the Sparkball with Probe Bolt. The trigger still resolves, but only a permanent on the
    # battlefield can be sacrificed (701.17a, outside the index): the card in the graveyard stays where it is.
    Given the objects:
      | id        | card            | owner | zone        |
      | spark1    | Probe Sparkball | A     | battlefield |
      | mountain1 | Probe Mountain  | A     | battlefield |
      | bolt1     | Probe Bolt      | A     | hand        |
    And the turn:
      | turn          | 3               |
      | active player | A               |
      | phase         | postcombat main |
      | priority      | A               |
    When all players pass priority
    Then the stack is:
      | kind      | source |
      | triggered | spark1 |
    When A activates mountain1
    And A casts bolt1 targeting spark1
    And all players pass priority
    Then the objects are:
      | id     | zone      |
      | spark1 | graveyard |
    When all players pass priority
    Then the stack is empty
    And these events did not happen:
      | type         | object | from      |
      | zone_changed | spark1 | graveyard |
    And the objects are:
      | id     | zone      |
      | spark1 | graveyard |

  @rule:mtg:405.5
  Scenario: [17] An ability that taps a creature already tapped does nothing to it as it resolves
    # Probe Lawkeeper: "{W}, {T}: Tap target creature." A tapped creature is a legal target, but only an untapped
    # permanent can become tapped (701.21a, outside the index): bear2 stays tapped and is not tapped again.
    Given the objects:
      | id         | card            | owner | zone        | tapped |
      | lawkeeper1 | Probe Lawkeeper | A     | battlefield | false  |
      | bear2      | Probe Bear      | B     | battlefield | true   |
    And the setup also has:
      """
      {"mana_pools": {"A": {"W": 1}}}
      """
    When A activates lawkeeper1 targeting bear2
    # Activating pays the whole cost: the {W} leaves A's pool (602.2b, outside the index).
    Then the state includes:
      | path                  | value |
      | players.A.mana_pool.W | 0     |
    When all players pass priority
    Then the events include, in order:
      | type     | id            |
      | resolved | lawkeeper1#1  |
    And these events did not happen:
      | type   | object |
      | tapped | bear2  |
    And the objects are:
      | id    | tapped |
      | bear2 | true   |
