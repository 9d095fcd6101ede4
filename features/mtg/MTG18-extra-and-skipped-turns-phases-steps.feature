Feature: MTG18 - Extra turns, phases and steps, and skipped steps

  # Effects can add turns, phases and steps (each directly after the one the effect names, the most
  # recently created first) or make the game skip a step, which is then passed as if it weren't there.
  # Probe Walk = Time Walk, Probe Assault = Relentless Assault, Probe Haze = Paradox Haze enchanting its
  # controller, Probe Hub = Eon Hub.

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id    | card         | owner | zone    |
      | alib1 | Probe Forest | A     | library |
      | alib2 | Probe Forest | A     | library |
      | alib3 | Probe Forest | A     | library |
      | blib1 | Probe Forest | B     | library |
      | blib2 | Probe Forest | B     | library |

  @rule:mtg:500.7
  Scenario: [1] An extra turn is taken directly after the turn in which it was created
    Given the objects:
      | id    | card       | owner | zone |
      | walk1 | Probe Walk | A     | hand |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"mana_pools": {"A": {"U": 2}}}
      """
    When A casts walk1
    And all players pass priority
    And players pass priority until upkeep of turn 4
    Then the turn is:
      | turn          | 4      |
      | active player | A      |
      | step          | upkeep |

  @rule:mtg:500.7
  Scenario: [2] After an extra turn the normal turn order resumes, and no other player loses their turn
    Given the objects:
      | id    | card       | owner | zone |
      | walk1 | Probe Walk | A     | hand |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"mana_pools": {"A": {"U": 2}}}
      """
    When A casts walk1
    And all players pass priority
    And players pass priority until upkeep of turn 5
    Then the turn is:
      | turn          | 5      |
      | active player | B      |
      | step          | upkeep |

  @rule:mtg:500.7
  Scenario: [3] Two extra turns are added one at a time and both are taken before the next player's turn
    Given the objects:
      | id    | card       | owner | zone |
      | walk1 | Probe Walk | A     | hand |
      | walk2 | Probe Walk | A     | hand |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"mana_pools": {"A": {"U": 4}}}
      """
    When A casts walk1
    And all players pass priority
    And A casts walk2
    And all players pass priority
    And players pass priority until upkeep of turn 4
    Then the turn is:
      | turn          | 4 |
      | active player | A |
    When players pass priority until upkeep of turn 5
    Then the turn is:
      | turn          | 5 |
      | active player | A |
    When players pass priority until upkeep of turn 6
    Then the turn is:
      | turn          | 6 |
      | active player | B |

  @rule:mtg:500.7
  Scenario: [4] Without an extra turn the next player in turn order takes the next turn
    Given the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    When players pass priority until upkeep of turn 4
    Then the turn is:
      | turn          | 4 |
      | active player | B |

  @rule:mtg:500.8
  Scenario: [5] An additional combat phase and main phase come directly after the main phase that created them
    Given the objects:
      | id       | card          | owner | zone |
      | assault1 | Probe Assault | A     | hand |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"mana_pools": {"A": {"R": 4}}}
      """
    When A casts assault1
    And all players pass priority
    # Walk the turn phase by phase: two combat phases, each followed by a main phase, then the ending phase.
    And players pass priority until combat of turn 3
    And players pass priority until postcombat main of turn 3
    # The additional main phase is followed directly by the next combat phase.
    And all players pass priority
    Then the turn is:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
    # The second main phase is followed directly by the ending phase.
    When players pass priority until postcombat main of turn 3
    And all players pass priority
    Then the turn is:
      | turn          | 3      |
      | active player | A      |
      | phase         | ending |
      | step          | end    |
    # After the ending phase the turn is over, and the next one is B's as usual: only this turn had the additions.
    When players pass priority until upkeep of turn 4
    Then the turn is:
      | turn          | 4 |
      | active player | B |

  @rule:mtg:500.8
  Scenario: [6] Without an additional phase the postcombat main phase is followed by the ending phase
    Given the turn:
      | turn          | 3               |
      | active player | A               |
      | phase         | postcombat main |
      | priority      | A               |
    When all players pass priority
    Then the turn is:
      | turn  | 3      |
      | phase | ending |
      | step  | end    |

  @rule:mtg:500.8
  Scenario: [7] Creatures that attacked untap and may attack again in the additional combat phase
    Given the objects:
      | id       | card           | owner | zone        | tapped |
      | bear1    | Probe Bear     | A     | battlefield | true   |
      | bear2    | Probe Bear     | A     | battlefield | false  |
      | seer1    | Probe Seer     | A     | battlefield | false  |
      | mount1   | Probe Mountain | A     | battlefield | false  |
      | mount2   | Probe Mountain | A     | battlefield | false  |
      | mount3   | Probe Mountain | A     | battlefield | false  |
      | mount4   | Probe Mountain | A     | battlefield | false  |
      | assault1 | Probe Assault  | A     | hand        | false  |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear2    | B      |
      | seer1    | B      |
    And players pass priority until postcombat main
    And A activates mount1
    And A activates mount2
    And A activates mount3
    And A activates mount4
    And A casts assault1
    And all players pass priority
    # Untapping the Seer is its becoming untapped: its ability triggers (Probe Seer = a "whenever this creature
    # becomes untapped, you gain 1 life" creature) and goes on the stack before A gets priority.
    Then the objects are:
      | id    | tapped |
      | bear1 | true   |
      | bear2 | false  |
      | seer1 | false  |
    And the stack is:
      | source | controller | kind      |
      | seer1  | A          | triggered |
    When all players pass priority
    Then the state includes:
      | path           | value |
      | players.A.life | 21    |
    When players pass priority until declare attackers
    Then A must declare attackers:
      | attackers | bear2, seer1 |
      | targets   | B            |
    And the turn is:
      | turn  | 3      |
      | phase | combat |

  @rule:mtg:500.9
  Scenario: [8] An additional upkeep step comes directly after the upkeep step that created it
    Given the objects:
      | id     | card           | owner | zone        |
      | haze1  | Probe Haze     | A     | battlefield |
      | fount1 | Probe Fountain | A     | battlefield |
    And the turn:
      | turn          | 2      |
      | active player | B      |
      | phase         | ending |
      | step          | end    |
      | priority      | B      |
    When players pass priority until upkeep of turn 3
    And A orders triggers: fount1#1, haze1#1
    And all players pass priority
    And all players pass priority
    Then the stack is empty
    And the state includes:
      | path           | value |
      | players.A.life | 21    |
    # Both players pass in the upkeep with the stack empty: the next step is the additional upkeep, where
    # the Fountain triggers again.
    When all players pass priority
    Then the turn is:
      | turn | 3      |
      | step | upkeep |
    And the stack is:
      | kind      | source | controller |
      | triggered | fount1 | A          |
    When players pass priority until draw of turn 3
    Then the state includes:
      | path           | value |
      | players.A.life | 22    |

  @rule:mtg:500.9
  Scenario: [9] Without the effect that adds it there is a single upkeep step
    Given the objects:
      | id     | card           | owner | zone        |
      | haze1  | Probe Haze     | B     | battlefield |
      | fount1 | Probe Fountain | A     | battlefield |
    And the turn:
      | turn          | 2      |
      | active player | B      |
      | phase         | ending |
      | step          | end    |
      | priority      | B      |
    When players pass priority until draw of turn 3
    Then the state includes:
      | path           | value |
      | players.A.life | 21    |

  @rule:mtg:500.10 @rule:mtg:117.2b @rule:mtg:405.6b
  Scenario: [10] A skipped upkeep step is passed as though it didn't exist; nothing in it happens
    Given the objects:
      | id     | card           | owner | zone        |
      | hub1   | Probe Hub      | B     | battlefield |
      | fount1 | Probe Fountain | A     | battlefield |
    And the turn:
      | turn          | 2      |
      | active player | B      |
      | phase         | ending |
      | step          | end    |
      | priority      | B      |
    When players pass priority until draw of turn 3
    # Nothing of the skipped upkeep happens: the Fountain never triggers; the draw step comes as usual.
    Then the events include, in order:
      | type | player | card  |
      | drew | A      | alib1 |
    And no stack_push event happened
    And the state includes:
      | path           | value |
      | players.A.life | 20    |
    And the turn is:
      | turn     | 3    |
      | step     | draw |
      | priority | A    |

  @rule:mtg:500.10
  Scenario: [11] Skipping one step skips only that step: the draw step and the main phase still happen
    Given the objects:
      | id   | card      | owner | zone        |
      | hub1 | Probe Hub | B     | battlefield |
    And the turn:
      | turn          | 2      |
      | active player | B      |
      | phase         | ending |
      | step          | end    |
      | priority      | B      |
    When players pass priority until precombat main of turn 3
    Then the events include, in order:
      | type | player | card  |
      | drew | A      | alib1 |
    And the turn is:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |

  @rule:mtg:500.11 @rule:mtg:117.2c
  Scenario: [12] Nothing happens between one step's end and the next step's turn-based actions
    Given the turn:
      | turn          | 3      |
      | active player | A      |
      | phase         | beginning |
      | step          | upkeep |
      | priority      | A      |
    When all players pass priority
    Then the events are exactly:
      | type       | player | step   | card  |
      | priority   | B      |        |       |
      | step_ended |        | upkeep |       |
      | step_began |        | draw   |       |
      | drew       | A      |        | alib1 |
      | priority   | A      |        |       |

  @rule:mtg:500.8
  Scenario: [13] Two effects that each add a combat phase and a main phase after the same main phase add both
    # Two Probe Assaults resolve in the precombat main phase: each adds an additional combat phase followed by an
    # additional main phase directly after it, so the turn has three combat phases, each followed by a main
    # phase, before its ending phase.
    Given the objects:
      | id       | card          | owner | zone |
      | assault1 | Probe Assault | A     | hand |
      | assault2 | Probe Assault | A     | hand |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"mana_pools": {"A": {"R": 8}}}
      """
    When A casts assault1
    And all players pass priority
    And A casts assault2
    And all players pass priority
    And players pass priority until combat of turn 3
    And players pass priority until postcombat main of turn 3
    And players pass priority until combat of turn 3
    And players pass priority until postcombat main of turn 3
    And players pass priority until combat of turn 3
    Then the turn is:
      | turn          | 3      |
      | active player | A      |
      | phase         | combat |
    # After the third combat's main phase comes the ending phase, not another combat.
    When players pass priority until postcombat main of turn 3
    And all players pass priority
    Then the turn is:
      | turn          | 3      |
      | active player | A      |
      | phase         | ending |
      | step          | end    |

  @rule:mtg:500.8
  Scenario: [14] A creature that attacked in an earlier turn is not one that attacked this turn
    # Probe Assault untaps the creatures that attacked this turn (PROTOCOL.md 9.6: those declared as attackers).
    # B's Bear attacked in B's turn 3 and stays tapped through A's turn 4 (502.3: only the active player's
    # permanents untap); it did not attack in turn 4, so A's Probe Assault leaves it tapped.
    Given the objects:
      | id       | card           | owner | zone        |
      | bear2    | Probe Bear     | B     | battlefield |
      | mount1   | Probe Mountain | A     | battlefield |
      | mount2   | Probe Mountain | A     | battlefield |
      | mount3   | Probe Mountain | A     | battlefield |
      | mount4   | Probe Mountain | A     | battlefield |
      | assault1 | Probe Assault  | A     | hand        |
    And the turn:
      | turn          | 3                   |
      | active player | B                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | B                   |
    When all players pass priority
    And B declares attackers:
      | attacker | target |
      | bear2    | A      |
    And players pass priority until precombat main of turn 4
    Then the objects are:
      | id    | tapped |
      | bear2 | true   |
    When A activates mount1
    And A activates mount2
    And A activates mount3
    And A activates mount4
    And A casts assault1
    And all players pass priority
    Then the objects are:
      | id       | tapped | zone        |
      | bear2    | true   | battlefield |
      | assault1 |        | graveyard   |
    And the turn is:
      | turn          | 4              |
      | active player | A              |
      | phase         | precombat main |
