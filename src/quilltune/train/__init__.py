"""quilltune.train"""
