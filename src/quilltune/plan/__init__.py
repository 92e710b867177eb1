"""quilltune.plan: pure arithmetic (shape, FLOPs, layout, memory, cost), catalog, checks, optimiser.

Import the submodules directly (``from quilltune.plan.shape import ModelShape``); nothing here
imports torch, so ``quilltune plan`` answers fast.
"""
